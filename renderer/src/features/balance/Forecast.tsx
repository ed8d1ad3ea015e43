/** "At your 7-day average spend, credits last about N days." */
export function Forecast({ days }: { days: number | null }) {
  if (days === null) return null
  const whole = Math.floor(days)
  return (
    <p className="forecast" role="note">
      {days < 1 ? 'At your 7-day average spend, credits run out within a day.' : `At your 7-day average spend, credits last about ${whole} day${whole === 1 ? '' : 's'}.`}
    </p>
  )
}
