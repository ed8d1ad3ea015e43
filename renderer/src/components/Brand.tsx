/** The app's mark and name, as the sidebar, the welcome and the lock screen show it. */
export function Brand({ className }: { className?: string }) {
  return (
    <div className={className ? `brand ${className}` : 'brand'}>
      <span className="brand-mark" aria-hidden="true">
        ¢
      </span>{' '}
      Tokentally
    </div>
  )
}
