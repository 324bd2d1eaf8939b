import { useLayoutEffect, useMemo, useRef } from "preact/hooks";
import { useApp } from "../state.ts";
import { currentZoneName, zoneGroups } from "../zones.ts";

/** The time zone select: UTC first, then by region, each place with its local time now. */
export function ZonePicker({ name, value }: { name: string; value: string }) {
  const { t } = useApp();
  const language = t.value.language;
  const groups = useMemo(() => zoneGroups(language, new Date()), [language]);
  const selected = currentZoneName(value);
  const ref = useRef<HTMLSelectElement>(null);
  // The stored zone is chosen once the options exist; the select stays uncontrolled inside the profile's form.
  useLayoutEffect(() => {
    if (ref.current) ref.current.value = selected;
  }, [selected, groups]);
  return (
    <select name={name} class="zone-picker" ref={ref}>
      {groups.map((g) =>
        g.region === "UTC" ? (
          <option value="UTC" key="UTC">
            {t.value("zones.utc", { time: g.zones[0]?.time ?? "" })}
          </option>
        ) : (
          <optgroup
            label={t.value.has(`zones.region.${g.region}`) ? t.value(`zones.region.${g.region}`) : g.region}
            key={g.region}
          >
            {g.zones.map((z) => (
              <option value={z.zone} key={z.zone}>
                {z.place} — {z.time}
              </option>
            ))}
          </optgroup>
        ),
      )}
    </select>
  );
}
