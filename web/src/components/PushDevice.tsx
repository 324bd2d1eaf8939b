import { useEffect, useState } from "preact/hooks";
import { disablePush, enablePush, pushState, type PushState } from "../push.ts";
import { useApp } from "../state.ts";

/** "Push on this device": the browser's own switch; the table above says which kinds go by push. */
export function PushDevice() {
  const { t } = useApp();
  const [state, setState] = useState<PushState>();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void pushState().then(setState, () => setState("unsupported"));
  }, []);

  const change = async (to: () => Promise<PushState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await to());
    } catch (error) {
      console.warn("push", error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  if (!state) return null;
  return (
    <div class="push-device">
      {state === "unsupported" && <p>{t.value("settings.pushUnsupported")}</p>}
      {state === "denied" && <p role="alert">{t.value("settings.pushDenied")}</p>}
      {state === "off" && (
        <button type="button" disabled={busy} onClick={() => void change(enablePush)}>
          {t.value("settings.pushEnable")}
        </button>
      )}
      {state === "on" && (
        <p>
          {t.value("settings.pushOn")}{" "}
          <button type="button" disabled={busy} onClick={() => void change(disablePush)}>
            {t.value("settings.pushDisable")}
          </button>
        </p>
      )}
      {failed && <p role="alert">{t.value("settings.pushFailed")}</p>}
    </div>
  );
}
