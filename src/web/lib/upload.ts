// Sending a file with its progress. fetch cannot report how much of a request body has gone
// (the browser's upload events are XMLHttpRequest's alone), so uploads use it; the answer
// and its refusals read exactly as `answer()` reads them.
import { errorMessages } from "@/domain/errors";
import { ApiError, toApiError } from "./api-client";

export type UploadProgress = { sent: number; total: number };

export function uploadWithProgress<T>(
  url: string,
  body: FormData,
  options: {
    onProgress?: (progress: UploadProgress) => void;
    signal?: AbortSignal;
    method?: "POST" | "PUT";
  } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(options.method ?? "POST", url);
    request.withCredentials = true;
    request.setRequestHeader("accept", "application/json");
    request.upload.addEventListener("progress", (event) => {
      if (event.lengthComputable) options.onProgress?.({ sent: event.loaded, total: event.total });
    });
    request.addEventListener("load", () => {
      let payload: unknown = null;
      try {
        payload = request.responseText ? JSON.parse(request.responseText) : null;
      } catch {
        payload = null;
      }
      if (request.status >= 200 && request.status < 300) resolve(payload as T);
      else reject(toApiError(request.status, payload));
    });
    const networkError = () =>
      reject(new ApiError({ code: "NETWORK_ERROR", message: errorMessages.NETWORK_ERROR, status: 0 }));
    request.addEventListener("error", networkError);
    request.addEventListener("timeout", networkError);
    request.addEventListener("abort", () =>
      reject(new DOMException("The upload was cancelled.", "AbortError")),
    );
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(body);
  });
}
