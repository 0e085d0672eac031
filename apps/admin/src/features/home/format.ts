const submittedFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "12 Mar 2026, 14:05": when a traveler sent their details (the viewer's own clock). */
export const submittedWhen = (iso: string) => submittedFormat.format(new Date(iso));
