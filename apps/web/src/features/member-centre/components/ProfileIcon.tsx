/**
 * The merchant's profile icons (doc E §9: 9 by default), drawn here as SVG so they cost no request:
 * icon n is a colour and a shape. Colours keep white marks above 4.5:1 contrast.
 */
const COLOURS = ['#1f6feb', '#8250df', '#bf3989', '#cf222e', '#9a6700', '#1a7f37', '#0969da', '#6e40c9', '#953800', '#116329', '#a40e26', '#57606a'];

function Mark({ shape }: { shape: number }) {
  switch (shape) {
    case 0:
      return <circle cx="24" cy="24" r="10" fill="#fff" />;
    case 1:
      return <rect x="14" y="14" width="20" height="20" rx="3" fill="#fff" />;
    case 2:
      return <path d="M24 12 36 34H12Z" fill="#fff" />;
    case 3:
      return <path d="M24 11l3.8 8.2 8.9 1-6.6 6 1.8 8.8-7.9-4.5-7.9 4.5 1.8-8.8-6.6-6 8.9-1Z" fill="#fff" />;
    case 4:
      return <path d="M24 36s-12-7.4-12-15a6.5 6.5 0 0 1 12-3.5A6.5 6.5 0 0 1 36 21c0 7.6-12 15-12 15Z" fill="#fff" />;
    default:
      return <path d="M24 12 34 24 24 36 14 24Z" fill="#fff" />;
  }
}

export function ProfileIcon({ n, size = 48, label }: { n: number; size?: number; label?: string }) {
  const index = Math.max(0, n - 1);
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" role={label ? 'img' : undefined} aria-label={label} aria-hidden={label ? undefined : true}>
      <circle cx="24" cy="24" r="24" fill={COLOURS[index % COLOURS.length]} />
      <Mark shape={index % 6} />
    </svg>
  );
}
