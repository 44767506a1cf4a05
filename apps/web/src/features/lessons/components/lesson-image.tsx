import { useState } from 'react';

/** A lesson picture from /images/lessons/{file}; hidden when it fails to load. */
export function LessonImage({ file, alt = '' }: { file?: string; alt?: string }) {
  const [failed, setFailed] = useState(false);
  if (!file || failed) return null;
  return (
    <img
      src={`/images/lessons/${encodeURIComponent(file)}`}
      alt={alt}
      onError={() => setFailed(true)}
      className="mx-auto max-h-48 rounded-card object-contain"
    />
  );
}
