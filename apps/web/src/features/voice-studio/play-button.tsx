import { Volume2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useAudioPlayer } from '@/lib/audio/use-audio-player';

/** Plays a sound loaded once by `load`; the label names what it plays, for screen readers. */
export function PlayButton({
  label,
  load,
  children,
}: {
  label: string;
  load: () => Promise<string>;
  children: string;
}) {
  const { playing, play } = useAudioPlayer(load);
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      onClick={() => void play()}
      icon={<Volume2 aria-hidden="true" className={playing ? 'size-4 animate-pulse' : 'size-4'} />}
    >
      {children}
    </Button>
  );
}
