import { networkColor } from '../../lib/network-color';
import classes from './network-dots.module.css';

/** One dot per network the post goes to: plain elements, named for screen readers and on hover. */
export function NetworkDots({ networks }: { networks: readonly string[] }) {
  return (
    <span className={classes.dots}>
      {networks.map((network) => (
        <span
          key={network}
          className={classes.dot}
          aria-label={network}
          data-tip={network}
          style={{ background: networkColor(network) }}
        />
      ))}
    </span>
  );
}

/** The networks of a list of accounts, each once, in order. */
export function networksOf(accountIds: readonly string[], networkOf: ReadonlyMap<string, string>): string[] {
  return [...new Set(accountIds.flatMap((id) => networkOf.get(id) ?? []))];
}
