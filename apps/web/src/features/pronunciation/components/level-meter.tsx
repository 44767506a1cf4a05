/** The microphone's input level while recording: a bar a sighted learner can watch, a meter for screen readers. */
export function LevelMeter({ level }: { level: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, level)) * 100);
  return (
    <div
      role="meter"
      aria-label="Microphone level"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-3 w-full overflow-hidden rounded-full bg-sand-200"
    >
      <div
        className="h-full rounded-full bg-ocean-600 transition-[width] duration-100"
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
