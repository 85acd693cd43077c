// The avatar dialog: a photo, cropped square behind a circular mask and made 256x256 here in
// the browser, or the initials on a colour. The server checks and re-encodes what it gets.
import { ImageIcon, PaletteIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { type SyntheticEvent, useEffect, useId, useRef, useState } from "react";
import ReactCrop, {
  centerCrop,
  convertToPixelCrop,
  makeAspectCrop,
  type PercentCrop,
} from "react-image-crop";
import "react-image-crop/dist/ReactCrop.css";
import {
  avatarColors,
  avatarInitialCropPercent,
  avatarMaxBytes,
  avatarMessages,
  avatarSize,
  colorForName,
  type Profile,
} from "@/domain/profile";
import { FileDropZone } from "@/web/components/file-drop-zone";
import { Button } from "@/web/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/web/components/ui/dialog";
import { Spinner } from "@/web/components/ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import { toast } from "@/web/components/ui/use-toast";
import { UserAvatar } from "@/web/components/user-avatar";
import { errorToText } from "@/web/lib/api-client";
import { cn } from "@/web/lib/cn";
import { useRemoveAvatar, useUploadAvatar } from "../api/avatar";
import { useUpdateProfile } from "../api/update-profile";

type Tab = "upload" | "color";

/** The square under the crop, drawn at 256x256: PNG, or JPEG at 0.8 where PNG cannot be made. */
async function croppedAvatar(image: HTMLImageElement, crop: PercentCrop): Promise<Blob> {
  const canvas = document.createElement("canvas");
  canvas.width = avatarSize;
  canvas.height = avatarSize;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("no canvas");
  context.imageSmoothingQuality = "high";
  const { naturalWidth, naturalHeight } = image;
  context.drawImage(
    image,
    (crop.x / 100) * naturalWidth,
    (crop.y / 100) * naturalHeight,
    (crop.width / 100) * naturalWidth,
    (crop.height / 100) * naturalHeight,
    0,
    0,
    avatarSize,
    avatarSize,
  );
  const asType = (type: string, quality?: number) =>
    new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
  const blob = (await asType("image/png")) ?? (await asType("image/jpeg", 0.8));
  if (!blob) throw new Error("the picture could not be made");
  return blob;
}

/** Why a chosen file cannot be a picture, or null. */
function fileProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return avatarMessages.notImage;
  if (file.size > avatarMaxBytes) return avatarMessages.tooLarge;
  return null;
}

export function AvatarDialog({
  profile,
  open,
  onOpenChange,
}: {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [tab, setTab] = useState<Tab>("upload");
  const [file, setFile] = useState<{ url: string; name: string } | null>(null);
  const [crop, setCrop] = useState<PercentCrop>();
  const [color, setColor] = useState(profile.avatarColor ?? colorForName(profile.displayName));
  const image = useRef<HTMLImageElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const update = useUpdateProfile();
  const busy = upload.isPending || remove.isPending || update.isPending;
  const colorLabelId = useId();

  // A new opening starts fresh; the object URL of a chosen photo is let go.
  useEffect(() => {
    if (open) {
      setTab("upload");
      setColor(profile.avatarColor ?? colorForName(profile.displayName));
    } else {
      setFile(null);
      setCrop(undefined);
    }
  }, [open, profile.avatarColor, profile.displayName]);
  useEffect(() => () => (file ? URL.revokeObjectURL(file.url) : undefined), [file]);

  const choose = (files: File[]) => {
    const chosen = files[0];
    if (!chosen) return;
    const problem = fileProblem(chosen);
    if (problem) {
      toast({ title: avatarMessages.invalidFile, description: problem, variant: "destructive" });
      return;
    }
    setCrop(undefined);
    setFile({ url: URL.createObjectURL(chosen), name: chosen.name });
  };

  const onImageLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    const { width, height } = event.currentTarget;
    setCrop(
      centerCrop(
        makeAspectCrop({ unit: "%", width: avatarInitialCropPercent }, 1, width, height),
        width,
        height,
      ),
    );
  };

  const onImageError = () => {
    setFile(null);
    toast({
      title: avatarMessages.invalidFile,
      description: avatarMessages.notImage,
      variant: "destructive",
    });
  };

  const displayed =
    image.current && crop ? convertToPixelCrop(crop, image.current.width, image.current.height) : null;
  const cropReady = Boolean(displayed && displayed.width > 0 && displayed.height > 0);
  const canSave = tab === "color" || (file !== null && cropReady);

  const save = async () => {
    try {
      if (tab === "upload") {
        if (!image.current || !crop || !cropReady) return;
        await upload.mutateAsync(await croppedAvatar(image.current, crop));
        toast({ title: avatarMessages.updated, variant: "success" });
      } else {
        await update.mutateAsync({ avatarColor: color });
        // A colour avatar is the initials on the colour: the photo it replaces goes.
        if (profile.avatar) await remove.mutateAsync(undefined);
        toast({ title: avatarMessages.colorUpdated, variant: "success" });
      }
      onOpenChange(false);
    } catch (error) {
      toast({ title: avatarMessages.saveFailed, description: errorToText(error), variant: "destructive" });
    }
  };

  const removeAvatar = async () => {
    try {
      await remove.mutateAsync(undefined);
      toast({ title: avatarMessages.removed, variant: "success" });
      onOpenChange(false);
    } catch (error) {
      toast({ title: avatarMessages.removeFailed, description: errorToText(error), variant: "destructive" });
    }
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <div>
          <DialogTitle>Profile picture</DialogTitle>
          <DialogDescription>A photo of you, or your initials on a colour.</DialogDescription>
        </div>
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <TabsList className="grid w-full grid-cols-2">
            <TabsTrigger value="upload" className="px-2">
              <ImageIcon aria-hidden /> Upload Photo
            </TabsTrigger>
            <TabsTrigger value="color" className="px-2">
              <PaletteIcon aria-hidden /> Choose Color
            </TabsTrigger>
          </TabsList>

          <TabsContent value="upload" className="mt-4">
            {file ? (
              <div className="flex flex-col items-center gap-3">
                <ReactCrop
                  crop={crop}
                  onChange={(_, percent) => setCrop(percent)}
                  aspect={1}
                  circularCrop
                  keepSelection
                  minWidth={24}
                  className="max-h-72 overflow-hidden rounded-lg"
                  ariaLabels={{
                    cropArea: "The part of the picture to keep: drag it, or move it with the arrow keys",
                    nwDragHandle: "Resize from the top left",
                    nDragHandle: "Resize from the top",
                    neDragHandle: "Resize from the top right",
                    eDragHandle: "Resize from the right",
                    seDragHandle: "Resize from the bottom right",
                    sDragHandle: "Resize from the bottom",
                    swDragHandle: "Resize from the bottom left",
                    wDragHandle: "Resize from the left",
                  }}
                >
                  <img
                    ref={image}
                    src={file.url}
                    alt={`${file.name}, to crop`}
                    onLoad={onImageLoad}
                    onError={onImageError}
                    className="max-h-72 w-auto"
                  />
                </ReactCrop>
                <p className="text-center text-xs text-muted">
                  Drag the circle to choose what shows. It is saved as a 256x256 picture.
                </p>
                {!cropReady ? (
                  <p role="status" className="text-sm text-destructive-text">
                    {avatarMessages.cropNeeded}
                  </p>
                ) : null}
                <FileDropZone
                  onFiles={choose}
                  accept="image/*"
                  inputLabel="Choose another photo"
                  className="border-none px-0"
                >
                  {({ choose: open }) => (
                    <Button variant="ghost" size="sm" onClick={open}>
                      <UploadIcon aria-hidden /> Choose another photo
                    </Button>
                  )}
                </FileDropZone>
              </div>
            ) : (
              <FileDropZone
                onFiles={choose}
                accept="image/*"
                inputLabel="Choose a photo"
                className="gap-3 py-8"
              >
                {({ dragging, choose: open }) => (
                  <>
                    <span
                      aria-hidden
                      className="flex size-12 items-center justify-center rounded-full bg-surface-raised text-muted"
                    >
                      <ImageIcon className="size-6" />
                    </span>
                    <p className="text-sm text-muted">
                      {dragging ? "Drop to use this photo" : "Drop a photo here, or"}
                    </p>
                    <Button variant="secondary" size="sm" onClick={open}>
                      <UploadIcon aria-hidden /> Choose a photo
                    </Button>
                    <p className="text-xs text-subtle">JPG, PNG, GIF, WebP and other images, up to 10 MB</p>
                  </>
                )}
              </FileDropZone>
            )}
          </TabsContent>

          <TabsContent value="color" className="mt-4">
            <div className="flex flex-col items-center gap-4">
              <UserAvatar
                name={profile.displayName}
                avatar={null}
                avatarColor={color}
                className="size-20"
                textClassName="text-2xl"
              />
              <div
                role="radiogroup"
                aria-labelledby={colorLabelId}
                className="flex flex-col items-center gap-3"
              >
                <p id={colorLabelId} className="text-sm font-medium">
                  Avatar colour
                </p>
                <div className="grid grid-cols-5 gap-2">
                  {avatarColors.map((swatch) => (
                    // biome-ignore lint/a11y/useSemanticElements: a row of colour swatches, each a radio of the group
                    <button
                      key={swatch}
                      type="button"
                      role="radio"
                      aria-checked={color.toUpperCase() === swatch}
                      aria-label={swatch}
                      onClick={() => setColor(swatch)}
                      className={cn(
                        "size-9 rounded-full border-2 border-transparent transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring motion-reduce:transition-none",
                        color.toUpperCase() === swatch && "border-foreground",
                      )}
                      style={{ backgroundColor: swatch }}
                    />
                  ))}
                </div>
                <label className="flex items-center gap-2 text-sm text-muted">
                  Custom colour
                  <input
                    type="color"
                    value={color.toLowerCase()}
                    onChange={(event) => setColor(event.target.value.toUpperCase())}
                    className="h-9 w-14 cursor-pointer rounded-md border border-border bg-surface-raised"
                  />
                </label>
              </div>
              {profile.avatar ? (
                <p className="text-center text-xs text-muted">
                  Saving a colour replaces your photo with your initials.
                </p>
              ) : null}
            </div>
          </TabsContent>
        </Tabs>

        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center">
          {profile.avatar ? (
            <Button
              variant="ghost"
              className="text-destructive-text sm:mr-auto"
              onClick={removeAvatar}
              disabled={busy}
            >
              {remove.isPending ? <Spinner /> : <Trash2Icon aria-hidden />} Remove
            </Button>
          ) : (
            <span className="sm:mr-auto" />
          )}
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={save} disabled={!canSave || busy}>
            {upload.isPending || update.isPending ? <Spinner /> : null} Save
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
