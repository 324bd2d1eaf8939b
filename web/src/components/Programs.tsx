import { useApp } from "../state.ts";
import { ApiTokens } from "./ApiTokens.tsx";
import { MyBots } from "./MyBots.tsx";

/** The profile's sections for programs: API tokens and bot accounts (a person's, not a guest's). */
export function Programs() {
  const { me } = useApp();
  if (!me.value || me.value.guest) return null;
  return (
    <>
      <ApiTokens />
      <MyBots />
    </>
  );
}
