/** A video-site style play badge (red rounded rectangle, white triangle). */
export function VideoSiteIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <rect x="1.5" y="4.5" width="21" height="15" rx="4.5" fill="#ef4444" />
      <path d="M10 8.8v6.4l5.4-3.2z" fill="#fff" />
    </svg>
  );
}
