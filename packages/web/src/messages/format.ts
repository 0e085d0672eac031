const timeOfDay = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString();

/** A bubble's time: "3:05 PM" today, else "Nov 21, 3:05 PM". */
export function formatMessageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return sameDay(at, now) ? timeOfDay.format(at) : dayAndTime.format(at);
}

/** A conversation's lastMessageTime in a list row: "3:05 PM" today, else "Nov 21". */
export function formatLastMessageTime(iso: string, now = new Date()): string {
  const at = new Date(iso);
  return sameDay(at, now) ? timeOfDay.format(at) : day.format(at);
}
