/**
 * Runs in a worker (lib/intl-warm-up.ts). The first number, date or list format a browser process builds starts its
 * ICU formatting data, tens of milliseconds however small the format; that start is shared by the whole renderer
 * process, so paying it here spares the page's thread, which would pay it inside hydration.
 */
self.addEventListener('message', (event: MessageEvent<readonly string[]>) => {
  for (const locale of event.data) {
    new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(1);
    new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(0);
    new Intl.ListFormat(locale).format([]);
    new Intl.PluralRules(locale).select(1);
  }
  self.close();
});
