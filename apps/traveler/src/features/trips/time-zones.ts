/** The browser's own IANA zone: the form's default for both airports. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

let options: { value: string; label: string }[] | undefined;

/** Every IANA zone the browser knows, as select options ("Africa/Dar_es_Salaam" reads "Africa/Dar es Salaam"). */
export function timeZoneOptions(): { value: string; label: string }[] {
  if (!options) {
    const known = Intl.supportedValuesOf('timeZone');
    // The browser's zone may be an alias the list leaves out (e.g. UTC): keep it choosable.
    const own = browserTimeZone();
    const zones = known.includes(own) ? known : [own, ...known];
    options = zones.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
  }
  return options;
}
