// Dates and times in the editor as the business writes them: en-AU, in the business's time zone (site/business.yaml),
// whatever the computer's own settings: "28 Nov 2026, 8:50 pm".

/** A moment as the editor shows it; `timeZone` undefined (the site not read yet) uses the computer's. */
export const dateTimeIn = (timeZone: string | undefined, date: string | Date) =>
  new Date(date).toLocaleString('en-AU', { timeZone, day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/** A moment's day as the editor shows it (History's dates without the time): "28 Nov 2026", in `timeZone`. */
export const dateIn = (timeZone: string | undefined, date: string | Date) => new Date(date).toLocaleDateString('en-AU', { timeZone, day: 'numeric', month: 'short', year: 'numeric' });
