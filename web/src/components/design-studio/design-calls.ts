import {
  designJobSchema,
  designJobStartedSchema,
  templateListSchema,
  timings,
  type BannerRequest,
  type DesignJob,
  type ImageAudioRequest,
  type TrimRequest,
} from '@kairos/core';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../lib/api-client';

/** Spec: "GET banner templates ?name&tag returns data". */
export function useTemplates(query: { name: string; tag: string }) {
  const search = new URLSearchParams();
  if (query.name.trim()) search.set('name', query.name.trim());
  if (query.tag) search.set('tag', query.tag);
  return useQuery({
    queryKey: ['design-templates', query.name.trim(), query.tag],
    queryFn: ({ signal }) =>
      apiClient.get(`/api/design/templates?${search.toString()}`, { schema: templateListSchema, signal }),
    staleTime: 5 * 60 * 1000,
  });
}

const started = (path: string, body: unknown) =>
  apiClient.post(path, body, { schema: designJobStartedSchema }).then((reply) => reply.data.uid);

export const startBanner = (body: BannerRequest) => started('/api/design/banners', body);
export const startTrim = (body: TrimRequest) => started('/api/design/videos/trim', body);
export const startImageAudio = (body: ImageAudioRequest) => started('/api/design/videos/image-audio', body);

const finished = (job: DesignJob | undefined) => job?.status === 'ready' || job?.status === 'failed';

/** Spec: "polled every 2.5 s until the image URL is ready" (the video tools read their progress so too). */
export function useDesignJob(uid: string | null) {
  return useQuery({
    queryKey: ['design-job', uid],
    enabled: uid !== null,
    queryFn: ({ signal }) =>
      apiClient
        .get(`/api/design/jobs/${uid}`, { schema: designJobSchema, signal })
        .then((reply) => reply.data),
    refetchInterval: (query) => (finished(query.state.data) ? false : timings.bannerPollMs),
  });
}
