import type { JSX } from "preact";
import { useEffect, useMemo, useState } from "preact/hooks";
import {
  BUY_PRICE,
  composeParts,
  counted,
  DEBT_LIMIT,
  SELL_PRICE,
  walletActs,
} from "../../../worker/games/deal-with-the-devil/table.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { CONTROLS_ID } from "../types.ts";
import { ChestSeen } from "./ChestSeen.tsx";
import { NONE, offerLimits, offerPrices, priceOf, progress, type Picks } from "./choices.ts";
import { declarable, type Declared, withDeclared } from "./declared.ts";
import { actText, declaredText, declaredTitle, describeMove, optionText, walletAfter } from "./labels.ts";
import type { DevilParts, DevilView, MarketMove, Move, OfferMove } from "./types.ts";

type Props = {
  view: DevilView;
  moves: readonly Move[];
  parts: DevilParts | undefined;
  names: readonly string[];
  onMove: (move: Move) => void;
  disabled: boolean;
  t: Translate;
};

/** A step with many options (a bribe, a count) is a list box and a button; a few are buttons. */
const MANY = 8;

type StepProps = {
  id: string;
  title: string;
  options: readonly string[];
  label: (token: string) => string;
  onPick: (step: string, token: string) => void;
  disabled: boolean;
  t: Translate;
  /** What the step decides about, shown under its title (the chest in front of me). */
  lead?: JSX.Element;
};

const stepTitle = (id: string, t: Translate): string =>
  /^a\d+$/.test(id) ? t("ddt.step.answer", { n: Number(id.slice(1)) + 1 }) : t(`ddt.step.${id}`);

/** One step's options: buttons, or a list box and a button when there are many. */
function StepOptions({ id, title, options, label, onPick, disabled, t, lead }: StepProps): JSX.Element {
  const [value, setValue] = useState(options[0] ?? NONE);
  useEffect(() => setValue(options[0] ?? NONE), [options.join()]);
  if (options.length > MANY)
    return (
      <div class="dd-step" role="group" aria-label={title}>
        <label>
          {title}{" "}
          <select data-step={id} value={value} disabled={disabled} onChange={(e) => setValue(e.currentTarget.value)}>
            {options.map((token) => (
              <option key={token} value={token}>
                {label(token)}
              </option>
            ))}
          </select>
        </label>{" "}
        <button type="button" data-step={id} data-choose disabled={disabled} onClick={() => onPick(id, value)}>
          {t("ddt.ui.choose")}
        </button>
      </div>
    );
  return (
    <div class="dd-step" role="group" aria-label={title}>
      <h3>{title}</h3>
      {lead}
      <div class="dd-buttons">
        {options.map((token) => (
          <button
            key={token}
            type="button"
            data-step={id}
            data-token={token}
            disabled={disabled}
            onClick={() => onPick(id, token)}
          >
            {label(token)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** The market before the decision: each act from those the wallet allows, with ducats and debt after it. */
function Market(props: {
  view: DevilView;
  repay: boolean;
  acts: readonly MarketMove[];
  setActs: (acts: MarketMove[]) => void;
  names: readonly string[];
  disabled: boolean;
  t: Translate;
}): JSX.Element {
  const { view, repay, acts, setActs, disabled, t } = props;
  const me = view.me;
  const [picks, setPicks] = useState<Picks>({});
  const [open, setOpen] = useState(false);
  if (!me) return <></>;
  const wallet = walletAfter({ goods: me.goods, debt: view.players[me.seat]?.debt ?? 0 }, acts, repay);
  const all = walletActs(wallet, repay);
  const offered = all.filter(
    (a) =>
      (picks.act === undefined || a.act === picks.act) &&
      (picks.good === undefined || !("good" in a) || a.good === picks.good),
  );
  const pick = (step: string, token: string) => {
    const next = { ...picks, [step]: token };
    const left = offered.filter(
      (a) =>
        a.act === next.act &&
        (next.good === undefined || !("good" in a) || a.good === next.good) &&
        (next.count === undefined || String(a.count) === next.count),
    );
    const [only, ...others] = left;
    if (only && others.length === 0 && next.count !== undefined) {
      setActs([...acts, only]);
      setPicks({});
    } else setPicks(next);
  };
  const kinds = [...new Set(all.map((a) => a.act))];
  const goods =
    picks.act && !["borrow", "repay"].includes(picks.act)
      ? [...new Set(offered.map((a) => ("good" in a ? a.good : "")))]
      : [];
  const counts = [...new Set(offered.map((a) => String(a.count)))];
  return (
    <section class="dd-market" aria-label={t("ddt.market.title")}>
      <p class="dd-line">
        <strong>{t("ddt.market.title")}</strong>{" "}
        {t("ddt.market.wallet", {
          ducats: counted(t, "ducats", wallet.goods.ducats),
          debt: t("ddt.debt", { debt: wallet.debt, limit: DEBT_LIMIT }),
        })}{" "}
        <button type="button" class="dd-link" aria-expanded={open} onClick={() => setOpen(!open)}>
          {t(open ? "ddt.market.close" : "ddt.market.open")}
        </button>
      </p>
      {acts.length > 0 && (
        <p class="dd-line">
          {t("ddt.market.chosen", { acts: acts.map((a) => actText(a, t)).join(", ") })}{" "}
          <button type="button" disabled={disabled} onClick={() => setActs(acts.slice(0, -1))}>
            {t("ddt.market.undoLast")}
          </button>
        </p>
      )}
      {open && (
        <div class="dd-market-steps">
          <div class="dd-buttons" role="group" aria-label={t("ddt.market.act")}>
            {kinds.map((k) => (
              <button
                key={k}
                type="button"
                data-market="act"
                data-token={k}
                aria-pressed={picks.act === k}
                disabled={disabled}
                onClick={() => setPicks({ act: k })}
              >
                {t(`ddt.market.${k}`)}
              </button>
            ))}
          </div>
          {goods.length > 0 && (
            <div class="dd-buttons" role="group" aria-label={t("ddt.market.good")}>
              {goods.map((g) => (
                <button
                  key={g}
                  type="button"
                  data-market="good"
                  data-token={g}
                  aria-pressed={picks.good === g}
                  disabled={disabled}
                  onClick={() => setPicks({ act: picks.act ?? "", good: g })}
                >
                  {t(`ddt.market.each.${picks.act}`, {
                    good: t(`dd.good.${g}`),
                    price: counted(t, "ducats", (picks.act === "sell" ? SELL_PRICE : BUY_PRICE)[g as "wood"]),
                  })}
                </button>
              ))}
            </div>
          )}
          {picks.act && (goods.length === 0 || picks.good) && (
            <StepOptions
              id="marketCount"
              title={t("ddt.market.count")}
              options={counts}
              label={(c) => actOf(picks, Number(c), t)}
              onPick={(_, c) => pick("count", c)}
              disabled={disabled}
              t={t}
            />
          )}
        </div>
      )}
    </section>
  );
}

/** The act a market pick makes, in words ("buy 2 wood"). */
function actOf(picks: Picks, count: number, t: Translate): string {
  const act = picks.act;
  if (act === "borrow" || act === "repay") return actText({ act, count }, t);
  const good = (picks.good ?? "wood") as "wood";
  return actText({ act: act === "sell" ? "sell" : "buy", good, count }, t);
}

/** The chest builder: a price my role allows, then each kind of goods up to what that price may hold. */
function ChestBuilder(props: Props & { acts: readonly MarketMove[] }): JSX.Element {
  const { moves, onMove, disabled, t, acts } = props;
  const prices = offerPrices(moves);
  const [price, setPrice] = useState<string>();
  const [goods, setGoods] = useState<Record<string, number>>({});
  const limits = price === undefined ? {} : offerLimits(moves, price);
  const market = acts.length > 0 ? { market: acts.slice() } : {};
  // Market acts taken back may leave less than was put in: a kind counts up to what the price still allows.
  const chosen = Object.fromEntries(
    Object.entries(goods)
      .map(([good, n]) => [good, Math.min(n, limits[good] ?? 0)] as const)
      .filter(([, n]) => n > 0),
  );
  return (
    <div class="dd-step" role="group" aria-label={t("ddt.step.price")}>
      <h3>{t("ddt.step.price")}</h3>
      <div class="dd-buttons">
        {prices.map((p) => (
          <button
            key={p}
            type="button"
            data-step="price"
            data-token={p}
            aria-pressed={price === p}
            disabled={disabled}
            onClick={() => {
              if (p === NONE) onMove({ type: "offer", goods: {}, price: null, ...market });
              else {
                setPrice(p);
                setGoods({});
              }
            }}
          >
            {optionText("price", p, t, [])}
          </button>
        ))}
      </div>
      {price !== undefined && (
        <div class="dd-chest">
          <h3>{t("ddt.ui.chestGoods")}</h3>
          {Object.entries(limits).map(([good, most]) => (
            <div class="dd-counter" key={good}>
              <span>{t(`dd.good.${good}`)}</span>
              <button
                type="button"
                data-good={good}
                data-delta="-1"
                aria-label={t("ddt.ui.less", { good: t(`dd.good.${good}`) })}
                disabled={disabled || (goods[good] ?? 0) === 0}
                onClick={() => setGoods({ ...goods, [good]: (goods[good] ?? 0) - 1 })}
              >
                −
              </button>
              <output>{goods[good] ?? 0}</output>
              <button
                type="button"
                data-good={good}
                data-delta="1"
                aria-label={t("ddt.ui.more", { good: t(`dd.good.${good}`) })}
                disabled={disabled || (goods[good] ?? 0) >= most}
                onClick={() => setGoods({ ...goods, [good]: (goods[good] ?? 0) + 1 })}
              >
                +
              </button>
            </div>
          ))}
          <button
            type="button"
            class="dd-primary"
            data-step="offer"
            disabled={disabled || Object.keys(chosen).length === 0}
            onClick={() =>
              onMove({ type: "offer", goods: chosen as OfferMove["goods"], price: priceOf(price), ...market })
            }
          >
            {t("ddt.ui.offer", { price: optionText("price", price, t, []) })}
          </button>
        </div>
      )}
    </div>
  );
}

/** The optional choices my finished plan or answer may declare for later automatic steps, each defaulting to the rules'. */
function DeclaredChoices(props: {
  view: DevilView;
  move: Move;
  picks: Declared;
  setPicks: (picks: Declared) => void;
  disabled: boolean;
  t: Translate;
}): JSX.Element {
  const { view, move, picks, setPicks, disabled, t } = props;
  const choices = declarable(view, move, picks);
  if (choices.length === 0) return <></>;
  return (
    <fieldset class="dd-declare">
      <legend>{t("ddt.declare.title")}</legend>
      <p class="dd-muted">{t("ddt.declare.hint")}</p>
      {choices.map(({ id, options }) => (
        <label key={id}>
          {declaredTitle(id, t)}{" "}
          <select
            data-declare={id}
            value={picks[id] ?? NONE}
            disabled={disabled}
            onChange={(e) => setPicks({ ...picks, [id]: e.currentTarget.value })}
          >
            {[NONE, ...options].map((token) => (
              <option key={token} value={token}>
                {declaredText(id, token, view, move, t)}
              </option>
            ))}
          </select>
        </label>
      ))}
    </fieldset>
  );
}

/** The steps of my decision, from the moves the parts compose with the goods my market acts leave. */
export function Controls(props: Props): JSX.Element {
  const { view, parts, names, onMove, disabled, t } = props;
  const [acts, setActs] = useState<MarketMove[]>([]);
  const [picks, setPicks] = useState<Picks>({});
  const [declared, setDeclared] = useState<Declared>({});
  const key = JSON.stringify(parts ?? props.moves);
  useEffect(() => {
    setActs([]);
    setPicks({});
    setDeclared({});
  }, [key]);
  const moves = useMemo(() => {
    if (!parts || acts.length === 0) return props.moves;
    const me = view.me;
    const goods = me
      ? walletAfter({ goods: me.goods, debt: view.players[me.seat]?.debt ?? 0 }, acts).goods
      : parts.goods;
    return composeParts({ ...parts, goods });
  }, [parts, acts, props.moves]);
  const state = useMemo(() => progress(moves, picks), [moves, picks]);
  const withMarket = (move: Move): Move =>
    acts.length > 0 && move.type !== "vote" && move.type !== "defend" ? { ...move, market: acts.slice() } : move;
  const submit = (move: Move) => {
    setPicks({});
    setDeclared({});
    onMove(withMarket(withDeclared(view, move, declared)));
  };
  const pick = (step: string, token: string) => {
    setDeclared({});
    const next = { ...picks, [step]: token };
    const after = progress(moves, next);
    // A move that may declare choices waits for them (and its button); any other goes at once.
    if (!after.step && after.done && declarable(view, after.done, {}).length === 0) submit(after.done);
    else setPicks(next);
  };
  // A decision on a chest shows it under the step's title, or above the one answer left.
  const chest = moves[0]?.type === "view" && view.me ? <ChestSeen me={view.me} t={t} /> : undefined;
  if (moves.length === 0 && acts.length === 0)
    return (
      <section class="dd-controls" id={CONTROLS_ID} tabIndex={-1} aria-label={t("ddt.ui.controls")}>
        <p class="dd-line dd-muted">{t(view.step === "over" ? "ddt.ui.over" : "ddt.ui.waiting")}</p>
      </section>
    );
  return (
    <section class="dd-controls" id={CONTROLS_ID} tabIndex={-1} aria-label={t("ddt.ui.controls")}>
      {parts?.market && (
        <Market
          view={view}
          repay={parts.market.repay}
          acts={acts}
          setActs={setActs}
          names={names}
          disabled={disabled}
          t={t}
        />
      )}
      {moves[0]?.type === "offer" ? (
        <ChestBuilder {...props} moves={moves} acts={acts} onMove={onMove} />
      ) : (
        state.step && (
          <StepOptions
            id={state.step.id}
            title={stepTitle(state.step.id, t)}
            options={state.step.options}
            label={(token) => optionText(state.step?.id ?? "", token, t, names)}
            onPick={pick}
            disabled={disabled}
            t={t}
            lead={chest}
          />
        )
      )}
      {!state.step && chest}
      {!state.step && state.done && (
        <DeclaredChoices
          view={view}
          move={state.done}
          picks={declared}
          setPicks={setDeclared}
          disabled={disabled}
          t={t}
        />
      )}
      {!state.step && state.done && moves[0]?.type !== "offer" && (
        <button
          type="button"
          class="dd-primary"
          data-step="done"
          disabled={disabled}
          onClick={() => state.done && submit(state.done)}
        >
          {describeMove(withMarket(withDeclared(view, state.done, declared)), t, undefined, names)}
        </button>
      )}
      {Object.keys(picks).length > 0 && (
        <button type="button" class="dd-back" disabled={disabled} onClick={() => setPicks({})}>
          {t("ddt.ui.startOver")}
        </button>
      )}
    </section>
  );
}
