/** A step's heading: it takes focus when its step appears (`tabIndex={-1}`), and draws no ring for it. */
export function StepHeading({ text, level }: { text: string; level: number }) {
  return (
    <div className="wk-label wk-step-title" role="heading" aria-level={level} tabIndex={-1}>
      {text}
    </div>
  );
}
