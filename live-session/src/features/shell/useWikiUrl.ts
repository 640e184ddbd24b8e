import { useEffect, useState } from 'react';
import { fetchRuntimeConfig } from '@tp/data-provider';
import { useAppServices } from '../../app/AppServicesContext.ts';

/**
 * The tutors' wiki of this deployment (GET /api/config.json's wikiUrl, the server's WIKI_URL),
 * null until known or when none is set: the navigation then shows no Wiki link.
 */
export function useWikiUrl(): string | null {
  const { httpClient } = useAppServices();
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    fetchRuntimeConfig(httpClient).then(
      (config) => {
        if (isCurrent) setUrl(config.wikiUrl);
      },
      () => undefined, // no config, no link: the rest of the shell works without it
    );
    return () => {
      isCurrent = false;
    };
  }, [httpClient]);
  return url;
}
