/** A small busy indicator; screen readers get the surrounding control's text instead. */
export function Spinner({ size = 'md' }: { size?: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-4 w-4 border-2' : 'h-8 w-8 border-[3px]';
  return <span aria-hidden="true" className={`inline-block animate-spin rounded-full border-current border-r-transparent ${box}`} />;
}
