/**
 * OpenSkill's `rate` and `rating` with the defaults the ratings use (Weng and Lin's Bayesian
 * approximation, the Plackett–Luce model; μ 25, σ 25/3, β 25/6, τ 25/300, κ 0.0001, no balance,
 * no σ limit), written out from the package's source (openskill 5.0.1, MIT, by Philihp Busby) in
 * the same order of operations, so that it computes the same doubles bit for bit:
 * test/match/weng-lin.test.ts compares the two over random games, and the stored ratings stay
 * replayable (`npm run ratings:recompute`). The package is the tests' oracle only (a
 * devDependency): its entry brings its other models' normal distribution into the Worker, 60 of the
 * 160 @stdlib packages it installs, 35 KB minified (16 KB gzipped), for a function of forty lines.
 */
export type Skill = { mu: number; sigma: number };

const MU = 25;
const SIGMA = 25 / 3;
const BETA = 25 / 6;
const BETASQ = BETA ** 2;
const TAU = 25 / 300;
const KAPPA = 1e-4;

/** A newcomer's rating. */
export function rating(): Skill {
  return { mu: MU, sigma: SIGMA };
}

/** `items` ordered by `keys` (stably), with the indices that order took them from (openskill's `sort-unwind`). */
function unwind<T>(keys: readonly number[], items: readonly T[]): [T[], number[]] {
  const zipped = items.map((item, i) => ({ key: keys[i] ?? 0, i, item })).sort((a, b) => a.key - b.key);
  return [zipped.map((z) => z.item), zipped.map((z) => z.i)];
}

type TeamRating = { mu: number; sigmaSq: number; team: readonly Skill[]; rank: number };

/** Each team's summed skill, its place counted as the index of the first team of its rank (ranks sorted). */
function teamRatings(teams: readonly (readonly Skill[])[], sortedRanks: readonly number[]): TeamRating[] {
  let place = 0;
  return teams.map((team, j) => {
    if (j > 0 && (sortedRanks[j - 1] ?? j - 1) < (sortedRanks[j] ?? j)) place = j;
    let mu = 0;
    let sigmaSq = 0;
    for (const p of team) {
      mu += p.mu;
      sigmaSq += p.sigma * p.sigma;
    }
    return { mu, sigmaSq, team, rank: place };
  });
}

/** The Plackett–Luce update of teams ordered by rank (best first). */
function plackettLuce(teams: readonly (readonly Skill[])[], sortedRanks: readonly number[]): Skill[][] {
  const ratings = teamRatings(teams, sortedRanks);
  const c = Math.sqrt(ratings.map((r) => r.sigmaSq + BETASQ).reduce((a, b) => a + b, 0));
  const sumQ = ratings.map((q) =>
    ratings
      .filter((i) => i.rank >= q.rank)
      .map((i) => Math.exp(i.mu / c))
      .reduce((a, b) => a + b, 0),
  );
  const tied = ratings.map((i) => ratings.filter((q) => q.rank === i.rank).length);
  return ratings.map((iRating, i) => {
    const iMuOverCe = Math.exp(iRating.mu / c);
    let omegaSum = 0;
    let deltaSum = 0;
    ratings.forEach((q, qi) => {
      if (q.rank > iRating.rank) return;
      const quotient = iMuOverCe / (sumQ[qi] ?? 1);
      const a = tied[qi] ?? 1;
      omegaSum += (i === qi ? 1 - quotient : -quotient) / a;
      deltaSum += (quotient * (1 - quotient)) / a;
    });
    const iGamma = Math.sqrt(iRating.sigmaSq) / c;
    const iOmega = omegaSum * (iRating.sigmaSq / c);
    const iDelta = deltaSum * (iRating.sigmaSq / c ** 2) * iGamma;
    return iRating.team.map(({ mu, sigma }) => ({
      mu: mu + (sigma ** 2 / iRating.sigmaSq) * iOmega,
      sigma: sigma * Math.sqrt(Math.max(1 - (sigma ** 2 / iRating.sigmaSq) * iDelta, KAPPA)),
    }));
  });
}

/** The teams' new ratings after a game they finished at `rank` (1 best; equal ranks a tie), in their order. */
export function rate(teams: readonly (readonly Skill[])[], { rank }: { rank: readonly number[] }): Skill[][] {
  const tauSquared = TAU * TAU;
  const widened = teams.map((team) =>
    team.map((p) => ({ mu: p.mu, sigma: Math.sqrt(p.sigma * p.sigma + tauSquared) })),
  );
  const [ordered, from] = unwind(rank, widened);
  const sortedRanks = [...rank].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const [restored] = unwind(from, plackettLuce(ordered, sortedRanks));
  return restored;
}
