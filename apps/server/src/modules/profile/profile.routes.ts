import { createRoute, z } from '@hono/zod-openapi';
import { PROFILE_IMAGE, onboardingSchema, profilePatchSchema, profileSchema } from '@ww/contracts';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '#platform/app-env.ts';
import { validationError } from '#platform/errors.ts';
import { imageTooLarge } from '#platform/images.ts';
import { bearer, errorResponses, jsonBody, jsonResponse } from '#platform/openapi.ts';
import { bearerRoutes, dataOf, signedInRouter } from '#platform/routes-kit.ts';
import { AVATAR } from './profile-image-store.ts';
import type { ProfileService } from './profile.service.ts';

const tags = ['profile'];
const routes = bearerRoutes(tags);

export function profileRoutes(deps: AppDeps, service: ProfileService) {
  const router = signedInRouter(deps);
  const data = dataOf(profileSchema);

  router.openapi(routes.read('/', { response: jsonResponse("The user's profile", data) }), async (c) =>
    c.json({ data: await service.get(c.get('auth').userId) }, 200),
  );

  router.openapi(
    routes.patch('/', {
      request: jsonBody(profilePatchSchema),
      responses: { 200: jsonResponse('The updated profile', data) },
    }),
    async (c) => c.json({ data: await service.update(c.get('auth').userId, c.req.valid('json')) }, 200),
  );

  router.openapi(
    routes.post('/onboarding', {
      request: jsonBody(onboardingSchema),
      responses: { 200: jsonResponse('Profile after onboarding (settings saved too)', data) },
    }),
    async (c) => c.json({ data: await service.completeOnboarding(c.get('auth').userId, c.req.valid('json')) }, 200),
  );

  router.openapi(
    createRoute({
      method: 'post',
      path: '/image',
      tags,
      security: bearer,
      middleware: [
        bodyLimit({
          maxSize: PROFILE_IMAGE.maxBytes + 64 * 1024,
          onError: () => {
            throw imageTooLarge(AVATAR);
          },
        }),
      ] as const,
      request: {
        body: {
          content: {
            'multipart/form-data': {
              schema: z.object({
                file: z.any().describe('JPEG, PNG, WebP or HEIF/AVIF, at most 5 MB; stored as a 384 × 384 WebP'),
              }),
            },
          },
        },
      },
      responses: { 200: jsonResponse('The profile with its new image', data), ...errorResponses },
    }),
    async (c) => {
      const form = await c.req.parseBody();
      const file = form['file'];
      if (!(file instanceof File)) throw validationError({ file: 'required' });
      // eslint-disable-next-line @typescript-eslint/no-unsafe-argument, @typescript-eslint/no-unsafe-member-access -- a route with middleware gets an untyped context from @hono/zod-openapi
      return c.json({ data: await service.setImage(c.get('auth').userId, file) }, 200);
    },
  );
  return router;
}
