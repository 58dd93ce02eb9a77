const TONES = {
  neutral: 'bg-surface text-ink',
  good: 'bg-green-50 text-green-800',
  warning: 'bg-secondary/30 text-ink',
  bad: 'bg-primary-light text-primary-dark',
};

/** A short state in words ("Default", "Expired", "Refunded"), coloured by tone; print keeps the border. */
export function Badge({ tone = 'neutral', children }: { tone?: keyof typeof TONES; children: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border border-transparent px-2.5 py-0.5 text-xs font-semibold print:border-ink ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
