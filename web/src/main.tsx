import { render } from "preact";
import { useEffect } from "preact/hooks";
import { lazy, LocationProvider, Route, Router } from "preact-iso";
import { Header } from "./components/Header.tsx";
import { OfflineNote } from "./components/OfflineNote.tsx";
import { Dashboard } from "./pages/Dashboard.tsx";
import { Profile } from "./pages/Profile.tsx";
import { SignIn } from "./pages/SignIn.tsx";
import { Welcome } from "./pages/Welcome.tsx";
import { AppContext, createAppState, useApp } from "./state.ts";
import "./app.css";

const Game = lazy(() => import("./pages/Game.tsx"));
const Replay = lazy(() => import("./pages/Replay.tsx"));
const Settings = lazy(() => import("./pages/Settings.tsx"));
const LeagueList = lazy(() => import("./pages/LeagueList.tsx"));
const League = lazy(() => import("./pages/League.tsx"));
const LeagueSeason = lazy(() => import("./pages/LeagueSeason.tsx"));

function Home() {
  const { me } = useApp();
  return me.value ? <Dashboard /> : <Welcome />;
}

function NotFound() {
  const { t } = useApp();
  return <p>{t.value("app.notFound")}</p>;
}

function Shell() {
  const app = useApp();
  useEffect(() => {
    void app.loadMe({ lists: location.pathname === "/" });
  }, []);
  if (app.me.value === undefined) return <p class="loading">…</p>;
  return (
    <LocationProvider>
      <Header />
      <OfflineNote />
      <main id="main">
        <Router>
          <Route path="/" component={Home} />
          <Route path="/profile" component={app.me.value ? Profile : SignIn} />
          <Route path="/settings" component={app.me.value ? Settings : SignIn} />
          <Route path="/games/:id" component={Game} />
          <Route path="/games/:id/replay" component={Replay} />
          <Route path="/leagues" component={LeagueList} />
          <Route path="/leagues/:id" component={League} />
          <Route path="/leagues/:id/seasons/:n" component={LeagueSeason} />
          <Route default component={NotFound} />
        </Router>
      </main>
    </LocationProvider>
  );
}

// The service worker keeps the app's shell for offline use and carries web push (public/sw.js).
if ("serviceWorker" in navigator) void navigator.serviceWorker.register("/sw.js").catch(() => undefined);

const root = document.getElementById("app");
if (root) {
  render(
    <AppContext.Provider value={createAppState()}>
      <Shell />
    </AppContext.Provider>,
    root,
  );
}
