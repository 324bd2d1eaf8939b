import type { ComponentType, JSX } from "preact";
import { useEffect, useState } from "preact/hooks";

/**
 * A component loaded when it is first drawn (an end screen: most visits never need one), a
 * placeholder until then, so a table's first load leaves it out.
 */
export function lazy<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return function Lazy(props: Props): JSX.Element {
    const [Loaded, setLoaded] = useState<ComponentType<Props>>();
    useEffect(() => {
      void load().then((component) => setLoaded(() => component));
    }, []);
    return Loaded ? <Loaded {...props} /> : <p class="loading">…</p>;
  };
}
