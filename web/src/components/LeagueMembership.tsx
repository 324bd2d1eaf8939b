import { useState } from "preact/hooks";
import { leave, signUp, type LeagueSummary, type Membership } from "../leagues.ts";
import { useApp } from "../state.ts";

/**
 * Sign up for a league's next season, or leave it (at the end of a running season I play in):
 * one button, and the answer's own state. A guest gets the way to sign in instead.
 */
export function LeagueMembership({
  league,
  onChange,
  describedBy,
}: {
  league: Pick<LeagueSummary, "id" | "me">;
  onChange: (me: Membership) => void;
  describedBy?: string;
}) {
  const { t, me } = useApp();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  if (!me.value) {
    return (
      <a class="button-link" href="/#sign-in" aria-describedby={describedBy}>
        {t.value("league.signInToJoin")}
      </a>
    );
  }
  const member = league.me === "member";
  const act = async () => {
    setBusy(true);
    setError(undefined);
    const answer = member ? await leave(league.id) : await signUp(league.id);
    setBusy(false);
    if (answer.ok) onChange(answer.value.me);
    else setError(t.value(`error.${answer.error.code}`));
  };
  return (
    <span class="league-membership">
      <button
        type="button"
        class={member ? undefined : "primary"}
        disabled={busy}
        onClick={() => void act()}
        aria-describedby={describedBy}
      >
        {t.value(member ? "league.leave" : league.me === "leaving" ? "league.stay" : "league.signUp")}
      </button>
      {error && (
        <span role="alert" class="error">
          {error}
        </span>
      )}
    </span>
  );
}
