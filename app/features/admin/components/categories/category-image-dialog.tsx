/**
 * 'Upload image' for one category: the upload is
 * stored and set as the category's image by the server as soon as it succeeds (ADR 0026), and the
 * public pages show it on their next load.
 */
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { Dialog } from "#app/components/ui/dialog";
import { useToast } from "#app/components/ui/toast";
import { ImageUploadField } from "#app/features/admin/components/image-upload";

type Props = {
  category: { id: string; name: string; image: string | null };
  onClose: () => void;
  onUploaded: (objectPath: string) => void;
};

export function CategoryImageDialog({ category, onClose, onUploaded }: Props) {
  const [image, setImage] = useState(category.image ?? "");
  const { toast } = useToast();
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Image for ${category.name}`}
      description="PNG, JPG, WebP, GIF or AVIF, at most 5 MB. It replaces the current picture on the category's card."
      actions={
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      }
    >
      <ImageUploadField
        kind="category"
        categoryId={category.id}
        label="Category image"
        value={image}
        alt={category.name}
        onChange={(path) => {
          setImage(path);
          onUploaded(path);
          toast({
            title: "Image uploaded",
            description: `${category.name} now shows the new picture.`,
            variant: "success",
          });
        }}
      />
    </Dialog>
  );
}
