import { createRoute, z } from "@hono/zod-openapi";
import { avatarMaxBytes, avatarMessages, profileSchema, updateProfileInput } from "@/domain/profile";
import { asUpload, errorResponse, jsonBody, jsonResponse, multipartFileBody } from "../../lib/router";
import { multipartAllowanceBytes } from "../../storage/upload";

const profileResponse = jsonResponse(profileSchema.meta({ id: "Profile" }), "The profile");
const tags = ["Profile"];
const notYours = errorResponse("An id that names another user (RLS_DENIED)");

export const getOwnProfile = createRoute({
  method: "get",
  path: "/profile",
  tags,
  summary: "The signed-in user's profile",
  responses: { 200: profileResponse },
});

export const updateOwnProfile = createRoute({
  method: "patch",
  path: "/profile",
  tags,
  summary: "Change the name, job title or avatar colour",
  description:
    "Only the fields sent change. The email and the password change through /api/auth/change-email and /api/auth/change-password, which ask for the current password.",
  request: { body: jsonBody(updateProfileInput.meta({ id: "UpdateProfileInput" })) },
  responses: { 200: profileResponse, 403: notYours },
});

export const uploadAvatar = asUpload(
  createRoute({
    method: "put",
    path: "/profile/avatar",
    tags,
    summary: "Replace the profile picture",
    description:
      'One image (field "file") of at most 10 MB. The server checks its bytes are an image, makes it 256x256 and re-encodes it, keeping none of its metadata; the picture it replaces is deleted.',
    request: {
      body: multipartFileBody({
        userId: { type: "string", description: "If sent, it must be the signed-in user's id" },
      }),
    },
    responses: { 200: profileResponse, 403: notYours },
  }),
  { maxBytes: avatarMaxBytes + multipartAllowanceBytes, message: avatarMessages.tooLarge },
);

export const removeAvatar = createRoute({
  method: "delete",
  path: "/profile/avatar",
  tags,
  summary: "Remove the profile picture: the initials on the avatar colour show instead",
  request: {
    query: z.object({
      userId: z.string().optional().openapi({ description: "If sent, it must be the signed-in user's id" }),
    }),
  },
  responses: { 200: profileResponse, 403: notYours },
});
