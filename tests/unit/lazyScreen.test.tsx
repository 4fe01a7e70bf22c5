// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { lazyScreen } from '../../src/registry/lazyScreen';

afterEach(cleanup);

const Rows = ({ label }: { label: string }) => <p>{label}</p>;

describe('a screen declared with lazyScreen', () => {
  it('is drawn at once, without its fallback, when its code was fetched ahead', async () => {
    let fetched = 0;
    const Screen = lazyScreen(async () => {
      fetched += 1;
      return { default: Rows };
    });
    await Screen.preload();
    await Screen.preload();
    // The first render already holds the rows: nothing suspends, so React shows no fallback and
    // does not hold the screen back behind its 300 ms throttle.
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen label="rows" />
      </Suspense>,
    );
    expect(screen.getByText('rows')).toBeTruthy();
    expect(screen.queryByText('loading')).toBeNull();
    expect(fetched).toBe(1);
  });

  it('suspends like React.lazy when drawn before its code is here', async () => {
    const Screen = lazyScreen(async () => ({ default: Rows }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen label="rows" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByText('rows')).toBeTruthy();
  });

  it('asks again after a failed fetch', async () => {
    let attempts = 0;
    const Screen = lazyScreen(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('offline');
      return { default: Rows };
    });
    await expect(Screen.preload()).rejects.toThrow('offline');
    await Screen.preload();
    expect(attempts).toBe(2);
  });
});
