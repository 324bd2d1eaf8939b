import type { ComponentType } from "preact";
import { useEffect, useRef, useState } from "preact/hooks";
import { gameClient } from "../../boards/index.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";

/**
 * A "Rules" button that opens the game's rules in a dialog (Escape or the close button shut it;
 * focus returns to the button). The rules come with the game's table, loaded on first opening,
 * so neither the table nor the lobby pays for them before; a game without a table offers none.
 */
export function Rules({ gameType, t }: { gameType: string; t: Translate }) {
  return gameClient(gameType)?.table ? <RulesDialog gameType={gameType} t={t} /> : null;
}

function RulesDialog({ gameType, t }: { gameType: string; t: Translate }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const [Text, setText] = useState<ComponentType>();
  const [failed, setFailed] = useState(false);
  const language = t.language;
  useEffect(() => {
    if (!open) return;
    const table = gameClient(gameType)?.table;
    if (!table) return setFailed(true);
    let live = true;
    table()
      .then((loaded) => loaded.loadRules(language))
      .then((component) => {
        if (live) setText(() => component);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [open, gameType, language]);
  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open && !d.open) d.showModal();
    if (!open && d.open) d.close();
  }, [open]);
  return (
    <>
      <button type="button" class="rules-open" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t("rules.open")}
      </button>
      <dialog ref={dialog} class="rules" aria-labelledby="rules-title" onClose={() => setOpen(false)}>
        <div class="rules-head">
          <h2 id="rules-title">{t("rules.title", { game: t(`game.type.${gameType}`) })}</h2>
          <button type="button" class="rules-close" onClick={() => setOpen(false)}>
            {t("rules.close")}
          </button>
        </div>
        {open && (Text ? <Text /> : failed ? <p role="alert">{t("rules.failed")}</p> : <p class="loading">…</p>)}
      </dialog>
    </>
  );
}
