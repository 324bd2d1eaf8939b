import type { JSX } from "preact";
import {
  BUILDING_BY_ID,
  buildingText,
  counted,
  DEBT_LIMIT,
  EVENT_BY_ID,
  eventSideText,
  GOODS,
  INQUISITOR_BY_ID,
  paymentText,
  penaltyText,
  WHEEL,
} from "../../../worker/games/deal-with-the-devil/table.ts";
import type { Translate } from "../../../worker/i18n/translate.ts";
import { Help } from "../Help.tsx";
import type { BoardProps, PlayerInfo } from "../types.ts";
import { CardPicture } from "./CardPicture.tsx";
import { ChestSeen } from "./ChestSeen.tsx";
import { Controls } from "./Controls.tsx";
import { buildingName, goodsText, priceText, seatName } from "./labels.ts";
import type { DevilParts, DevilView, Move } from "./types.ts";
import "./board.css";

type Me = NonNullable<DevilView["me"]>;
type PlayerView = DevilView["players"][number];

/** A building by name that explains itself: its cost, points and effect. */
export function BuildingName({ id, t }: { id: string; t: Translate }): JSX.Element {
  const card = BUILDING_BY_ID.get(id);
  const text = card ? buildingText(t, card) : undefined;
  const help = card
    ? [
        t("ddt.help.cost", { cost: paymentText(t, card.cost) || "—" }),
        counted(t, "point", card.points),
        card.symbols.map((s) => t(`dd.symbol.${s}`)).join(", "),
        text ? `${text.when}: ${text.steps.join(" ")}` : "",
      ]
        .filter(Boolean)
        .join(" · ")
    : id;
  const name = buildingName(id, t);
  return (
    <Help help={help} picture={() => <CardPicture kind="building" id={id} name={name} t={t} />}>
      {name}
    </Help>
  );
}

function EventName({ id, t }: { id: string; t: Translate }): JSX.Element {
  const card = EVENT_BY_ID.get(id);
  const help = card
    ? `${t("ddt.help.left")}: ${eventSideText(t, card.left).join(" ")} · ${t("ddt.help.right")}: ${eventSideText(t, card.right).join(" ")}`
    : id;
  const name = t(`dd.event.${id}`);
  return (
    <Help help={help} picture={() => <CardPicture kind="event" id={id} name={name} t={t} />}>
      {name}
    </Help>
  );
}

function InquisitorName({ id, t }: { id: string; t: Translate }): JSX.Element {
  const card = INQUISITOR_BY_ID.get(id);
  const help = card ? `${t("dd.card.penalty")} ${penaltyText(t, card).join(" ")}` : id;
  const name = t(`dd.inquisitor.${card?.name ?? id}`);
  return (
    <Help help={help} picture={() => <CardPicture kind="inquisitor" id={id} name={name} t={t} />}>
      {name}
    </Help>
  );
}

const list = (items: JSX.Element[], t: Translate): JSX.Element | string =>
  items.length > 0 ? <span class="dd-list">{items}</span> : t("ddt.ui.none");

/** What my current submission or the chest in front of me holds. */
function Trading({ me, t }: { me: Me; t: Translate }): JSX.Element | null {
  return (
    <>
      {me.chest?.price !== undefined && (
        <p class="dd-line">
          {t("ddt.wall.myChest", { goods: goodsText(me.chest.offer, t), price: priceText(me.chest.price, t) })}
        </p>
      )}
      <ChestSeen me={me} t={t} />
    </>
  );
}

/** My wall: what only I see — role and goal, soul pieces, goods, debt, hand, events, masters, guesses. */
function Wall({ view, me, names, t }: { view: DevilView; me: Me; names: readonly string[]; t: Translate }) {
  const mine = view.players[me.seat];
  const held = Object.entries(mine?.masters ?? {}).filter(([, spot]) => spot === "held");
  return (
    <section class="dd-wall" aria-label={t("ddt.wall.title")}>
      <h3>{t("ddt.wall.title")}</h3>
      <p class="dd-line dd-role">
        <Help help={t(`ddt.goal.${me.role}`)}>{t("ddt.wall.role", { role: t(`dd.role.${me.role}`) })}</Help>{" "}
        {t(`ddt.goal.${me.role}`)}
      </p>
      <p class="dd-line">
        <Help help={t("ddt.help.souls")}>{t("ddt.wall.souls")}</Help>{" "}
        <span class="dd-soul">{counted(t, "pureSoul", me.pure)}</span>
        {me.tainted > 0 && <span class="dd-soul dd-tainted">{counted(t, "taintedSoul", me.tainted)}</span>}
      </p>
      <p class="dd-line">
        {t("ddt.wall.goods")}{" "}
        {GOODS.map((g) => (
          <span key={g} class={`dd-good dd-${g}`}>
            {counted(t, g, me.goods[g])}
          </span>
        ))}
      </p>
      <p class="dd-line">
        <Help help={t("ddt.help.debt")}>{t("ddt.debt", { debt: mine?.debt ?? 0, limit: DEBT_LIMIT })}</Help> ·{" "}
        <Help help={t("ddt.help.indulgence")}>{counted(t, "indulgence", me.indulgences)}</Help>
      </p>
      <p class="dd-line">
        {t("ddt.wall.hand")}{" "}
        {list(
          me.hand.map((id, i) => <BuildingName key={`${id}${i}`} id={id} t={t} />),
          t,
        )}
      </p>
      {me.drawn && (
        <p class="dd-line">
          {t("ddt.wall.drawn")}{" "}
          {list(
            me.drawn.map((id, i) => <BuildingName key={`${id}${i}`} id={id} t={t} />),
            t,
          )}
        </p>
      )}
      <p class="dd-line">
        {t("ddt.wall.events")}{" "}
        {list(
          me.events.map((id) => <EventName key={id} id={id} t={t} />),
          t,
        )}
      </p>
      <p class="dd-line">
        {t("ddt.wall.masters")} {held.length > 0 ? held.map(([m]) => t(`dd.master.${m}`)).join(", ") : t("ddt.ui.none")}
      </p>
      {me.guesses.length > 0 && (
        <p class="dd-line">
          {t("ddt.wall.guesses", {
            guesses: me.guesses
              .map((g) => t("ddt.wall.guess", { name: seatName(names, g.target, t), role: t(`dd.role.${g.role}`) }))
              .join(", "),
          })}
        </p>
      )}
      <Trading me={me} t={t} />
    </section>
  );
}

/** One kingdom on the public board. */
function Kingdom({ p, seat, name, t }: { p: PlayerView; seat: number; name: string; t: Translate }) {
  const wishes = p.wishes.map((w) => t(`dd.requirement.${w}`)).join(", ");
  return (
    <article class="dd-kingdom" data-seat={seat} aria-label={name}>
      <h4>
        {name}
        {p.role && ` · ${t(`dd.role.${p.role}`)}`}
      </h4>
      <p class="dd-line">
        <Help help={t("ddt.help.reputation")}>{t("ddt.kingdom.reputation", { value: p.reputation })}</Help> ·{" "}
        {counted(t, "angelWing", p.angelWings)} · {counted(t, "demonWing", p.demonWings)}
      </p>
      <p class="dd-line">
        {t("ddt.debt", { debt: p.debt, limit: DEBT_LIMIT })} · {counted(t, "point", p.score)}
        {p.houseGuests > 0 && ` · ${t("ddt.kingdom.guests", { count: p.houseGuests })}`}
        {p.confessed && ` · ${t("ddt.kingdom.confessed")}`}
      </p>
      <p class="dd-line">
        {t("ddt.kingdom.built")}{" "}
        {list(
          p.built.map((id, i) => <BuildingName key={`${id}${i}`} id={id} t={t} />),
          t,
        )}
      </p>
      <p class="dd-line">
        <Help help={t("ddt.help.privileges")}>{t("ddt.kingdom.privileges")}</Help>{" "}
        {t("ddt.kingdom.small", { count: p.small.filter((x) => x === "gained").length })},{" "}
        {t("ddt.kingdom.large", { count: p.large.filter(Boolean).length })} ·{" "}
        {t("ddt.kingdom.fields", { levels: p.fields.join(" ") })}
      </p>
      {wishes && <p class="dd-line">{t("ddt.kingdom.wishes", { wishes })}</p>}
    </article>
  );
}

/** The inquisition board: yellow A–C (present or bribed away, face up or down), the red places, bribes. */
function Inquisitors({ view, t }: { view: DevilView; t: Translate }): JSX.Element {
  const q = view.inquisitors;
  const yellow = ["ascetic", "fundamentalist", "friar"];
  return (
    <section class="dd-inquisitors" aria-label={t("ddt.inq.title")}>
      <h3>{t("ddt.inq.title")}</h3>
      <p class="dd-line">
        {yellow.map((id, i) => (
          <span key={id} class="dd-inq">
            {String.fromCharCode(65 + i)}:{" "}
            {q.gone[i] ? t("ddt.inq.gone") : q.yellowUp[i] ? <InquisitorName id={id} t={t} /> : t("ddt.inq.down")}
          </span>
        ))}
      </p>
      <p class="dd-line">
        {q.red.map((id, i) => (
          <span key={id} class="dd-inq">
            {i + 1}: <InquisitorName id={id} t={t} /> ({t(q.up[i] ? "ddt.inq.up" : "ddt.inq.down")})
          </span>
        ))}
      </p>
      <p class="dd-line">{t("ddt.inq.bribes", { ducats: counted(t, "ducats", q.bribes) })}</p>
    </section>
  );
}

/** This round's production wheel: what each field of my side yields. */
function Wheel({ view, t }: { view: DevilView; t: Translate }): JSX.Element | null {
  const me = view.me;
  const side = me ? view.players[me.seat]?.side : undefined;
  const fields = side === undefined ? undefined : WHEEL[side]?.[view.round - 1];
  if (!fields) return null;
  return (
    <p class="dd-line">
      <Help help={t("ddt.help.wheel")}>{t("ddt.wheel.title", { round: view.round })}</Help>{" "}
      {fields.map((g, i) => t("ddt.wheel.field", { field: i + 1, good: t(`dd.good.${g}`) })).join(" · ")}
    </p>
  );
}

const namesOf = (players: readonly PlayerInfo[], count: number, t: Translate): string[] =>
  Array.from(
    { length: count },
    (_, seat) => players.find((p) => p.seat === seat)?.name ?? t("ddt.seat", { seat: seat + 1 }),
  );

/** The Deal with the Devil table: the controls for my decision first (the first screen), my wall, the public board. */
export function Board({ view, legalMoves, legalParts, players, onMove, disabled, t }: BoardProps<DevilView, Move>) {
  const names = namesOf(players, view.players.length, t);
  const me = view.me;
  return (
    <div class="dd-board">
      <p class="dd-line dd-round">
        {t("ddt.round", { round: view.round })} · {t(`ddt.phase.${view.step}`)}
      </p>
      <Controls
        view={view}
        moves={legalMoves}
        parts={legalParts as DevilParts | undefined}
        names={names}
        onMove={onMove}
        disabled={disabled}
        t={t}
      />
      {me && <Wall view={view} me={me} names={names} t={t} />}
      <section class="dd-public" aria-label={t("ddt.public.title")}>
        <h3>{t("ddt.public.title")}</h3>
        <Wheel view={view} t={t} />
        <div class="dd-kingdoms">
          {view.players.map((p, seat) => (
            <Kingdom key={seat} p={p} seat={seat} name={names[seat] ?? ""} t={t} />
          ))}
        </div>
        <Inquisitors view={view} t={t} />
      </section>
    </div>
  );
}
