import { render } from "preact";
import { useEffect, useState } from "preact/hooks";

type Me = { id: string; name: string; email: string };
type MyGame = { id: string; type: string; status: string; myTurn: number };

async function api<T>(path: string, init?: RequestInit): Promise<{ status: number; body: T }> {
  const response = await fetch(path, { ...init, headers: { "Content-Type": "application/json", ...init?.headers } });
  return { status: response.status, body: (await response.json().catch(() => undefined)) as T };
}

/** The interim home page: sign in by e-mail link, see my games. The full client comes with the web issue. */
function Home() {
  const [me, setMe] = useState<Me | null | undefined>(undefined);
  const [games, setGames] = useState<MyGame[]>([]);
  const [sent, setSent] = useState<string>();
  useEffect(() => {
    void api<Me>("/api/me").then(({ status, body }) => setMe(status === 200 ? body : null));
  }, []);
  useEffect(() => {
    if (me) void api<{ games: MyGame[] }>("/api/games?list=mine").then(({ body }) => setGames(body.games));
  }, [me]);
  if (me === undefined) return <p>Loading…</p>;
  if (me === null) {
    return (
      <form
        onSubmit={async (e) => {
          e.preventDefault();
          const email = String(new FormData(e.currentTarget).get("email"));
          const { status } = await api("/api/auth/email", { method: "POST", body: JSON.stringify({ email }) });
          setSent(status === 202 ? email : undefined);
        }}
      >
        <h1>Sign in</h1>
        <label>
          E-mail <input name="email" type="email" required autoComplete="email" />
        </label>{" "}
        <button type="submit">Send me a link</button>
        {sent && (
          <p>
            A sign-in link is on its way to {sent}. Running locally? Open the <a href="/dev/mail">development mail page</a>.
          </p>
        )}
      </form>
    );
  }
  return (
    <section>
      <h1>Hello, {me.name}</h1>
      <h2>My games</h2>
      {games.length === 0 ? <p>No games yet.</p> : null}
      <ul>
        {games.map((g) => (
          <li key={g.id}>
            <a href={`/api/games/${g.id}`}>{g.type}</a> — {g.status}
            {g.myTurn ? " — your turn" : ""}
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={async () => {
          await api("/api/auth/sign-out", { method: "POST" });
          setMe(null);
        }}
      >
        Sign out
      </button>
    </section>
  );
}

function App() {
  return (
    <>
      <Home />
      <footer>
        <p>
          <a href="/api/docs">API reference</a>
        </p>
      </footer>
    </>
  );
}

const root = document.getElementById("app");
if (root) render(<App />, root);
