/** Numbers in [0, 1) from a seed, the same on every machine (seeded fits, kill moments, seeded history): the simulator's mulberry32. */
export { mulberry32 as seededRandom } from '../../electron/sim/random'
