/**
 * Time zones for the profile's picker. ICU (so the browser's Intl) still names some zones by
 * their old IANA names; the picker shows and saves the current ones, and a stored old name is
 * read as the current one.
 */
const CURRENT_NAMES: Readonly<Record<string, string>> = {
  "Africa/Asmera": "Africa/Asmara",
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Catamarca": "America/Argentina/Catamarca",
  "America/Coral_Harbour": "America/Atikokan",
  "America/Cordoba": "America/Argentina/Cordoba",
  "America/Godthab": "America/Nuuk",
  "America/Indianapolis": "America/Indiana/Indianapolis",
  "America/Jujuy": "America/Argentina/Jujuy",
  "America/Louisville": "America/Kentucky/Louisville",
  "America/Mendoza": "America/Argentina/Mendoza",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
  "Pacific/Ponape": "Pacific/Pohnpei",
  "Pacific/Truk": "Pacific/Chuuk",
  "Etc/UTC": "UTC",
  "Etc/GMT": "UTC",
  GMT: "UTC",
};

/** A stored zone by its current name. */
export function currentZoneName(zone: string): string {
  return CURRENT_NAMES[zone] ?? zone;
}

export type ZoneGroup = { region: string; zones: { zone: string; place: string; time: string }[] };

/** "America/Argentina/Buenos_Aires" → "Argentina / Buenos Aires". */
function placeOf(zone: string): string {
  return zone.split("/").slice(1).join(" / ").replace(/_/g, " ");
}

/**
 * UTC first, then the zones by region (Africa, America, …), each place with its local time now
 * (in the language's clock format), sorted by place.
 */
export function zoneGroups(
  language: string,
  now: Date,
  zones: readonly string[] = Intl.supportedValuesOf?.("timeZone") ?? [],
): ZoneGroup[] {
  const time = (zone: string) =>
    new Intl.DateTimeFormat(language, { timeZone: zone, hour: "numeric", minute: "2-digit" }).format(now);
  const byRegion = new Map<string, ZoneGroup["zones"]>();
  for (const zone of new Set(zones.map(currentZoneName))) {
    const region = zone.split("/")[0] ?? "";
    if (!zone.includes("/") || region === "Etc") continue;
    const list = byRegion.get(region) ?? [];
    list.push({ zone, place: placeOf(zone), time: time(zone) });
    byRegion.set(region, list);
  }
  const collator = new Intl.Collator(language);
  return [
    { region: "UTC", zones: [{ zone: "UTC", place: "UTC", time: time("UTC") }] },
    ...[...byRegion]
      .sort(([a], [b]) => collator.compare(a, b))
      .map(([region, list]) => ({ region, zones: list.sort((a, b) => collator.compare(a.place, b.place)) })),
  ];
}
