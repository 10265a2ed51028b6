import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { runPublicOperation } from '../../../session/public-graphql-client';
import { PublicCoverageCitiesQuery } from './public-coverage-documents';

type Municipality = { name: string; provinceCode: string; postalCode: string };

/** The key of the public coverage link the page was opened with: every lookup of the page sends it. */
export const PublicCoverageKeyContext = createContext('');

/**
 * The address search's municipalities for a page without a session (the combobox's `useCitySearch`): the public
 * lookup of the link's key, each province and prefix asked once. Until the answer for what is typed now arrives,
 * the previous one is kept (the combobox offers only its names that still match).
 */
export function usePublicCitySearch(province: string, q: string) {
  const key = useContext(PublicCoverageKeyContext);
  const answers = useRef(new Map<string, readonly Municipality[]>());
  const asked = `${province}|${q}`;
  const [shown, setShown] = useState<{ asked: string; cities: readonly Municipality[] }>({
    asked: '',
    cities: [],
  });
  useEffect(() => {
    if (!province) return;
    const known = answers.current.get(asked);
    if (known) {
      setShown({ asked, cities: known });
      return;
    }
    let current = true;
    runPublicOperation(PublicCoverageCitiesQuery, { key, province, q }, 'query').then(
      ({ cities }) => {
        answers.current.set(asked, cities);
        if (current) setShown({ asked, cities });
      },
      // A failed lookup leaves the city to be typed by hand; the coverage check says what is wrong.
      () => {
        if (current) setShown({ asked, cities: [] });
      },
    );
    return () => {
      current = false;
    };
  }, [key, province, q, asked]);
  return {
    cities: province ? shown.cities : [],
    loading: province !== '' && shown.asked !== asked,
  };
}
