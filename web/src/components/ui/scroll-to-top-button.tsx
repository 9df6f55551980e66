import { ActionIcon, Affix, Transition } from '@mantine/core';
import { useThrottledCallback } from '@mantine/hooks';
import { IconArrowUp } from '@tabler/icons-react';
import { useEffect, useState } from 'react';

/** Spec: "scroll-to-top shows when vertical scroll is above 0"; "Scroll listener throttle 100 ms". */
export const scrollThrottleMs = 100;

export function ScrollToTopButton() {
  const [scrolled, setScrolled] = useState(() => window.scrollY > 0);
  const onScroll = useThrottledCallback(() => setScrolled(window.scrollY > 0), scrollThrottleMs);

  useEffect(() => {
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [onScroll]);

  return (
    <Affix position={{ bottom: 24, right: 24 }}>
      <Transition transition="slide-up" mounted={scrolled}>
        {(styles) => (
          <ActionIcon
            style={styles}
            size={44}
            radius="xl"
            variant="filled"
            aria-label="Scroll to top"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <IconArrowUp size={20} />
          </ActionIcon>
        )}
      </Transition>
    </Affix>
  );
}
