import { Component, type JSX } from "preact";
import { tileBackSvg, tileSvg } from "./tile-svg.ts";
import { tileDef } from "./tiles.ts";
import { isFaceUp, spotKey, type TileView } from "./types.ts";

/** Markup per tile id and rotation, drawn once: a board redraws on every poll, its tiles rarely change. */
const MARKUP = new Map<string, string>();

function markupOf(tile: TileView): string {
  if (!isFaceUp(tile)) return tileBackSvg();
  const key = `${tile.id}/${tile.r}`;
  let markup = MARKUP.get(key);
  if (markup === undefined) {
    const def = tileDef(tile.id);
    markup = def ? tileSvg(def, tile.r) : tileBackSvg();
    MARKUP.set(key, markup);
  }
  return markup;
}

/** Every placed tile, with the same drawing as `npm run atlas`; a face-down tile shows its back only. */
function TilesLayer({ tiles }: { tiles: readonly TileView[] }): JSX.Element {
  return (
    <g class="cg-tiles">
      {tiles.map((tile) => (
        <g
          key={spotKey(tile)}
          class={isFaceUp(tile) ? undefined : "cg-back"}
          transform={`translate(${tile.x * 100} ${tile.y * 100})`}
          // The drawing is our own markup (tile-svg.ts), never text from a user.
          dangerouslySetInnerHTML={{ __html: markupOf(tile) }}
        />
      ))}
    </g>
  );
}

type TilesProps = { tiles: readonly TileView[] };

/**
 * Same tiles (by content), same drawing: a poll that changes nothing on the board redraws no tile.
 * Core Preact's `shouldComponentUpdate` rather than `preact/compat`'s `memo`: loading compat turns
 * every `onChange` of the whole app's inputs into an input listener.
 */
export class Tiles extends Component<TilesProps> {
  override shouldComponentUpdate(next: TilesProps): boolean {
    return JSON.stringify(next.tiles) !== JSON.stringify(this.props.tiles);
  }

  override render(): JSX.Element {
    return <TilesLayer tiles={this.props.tiles} />;
  }
}
