import { colorForName, initials, initialsColorOn } from "@/domain/profile";
import { Avatar, AvatarFallback, AvatarImage } from "@/web/components/ui/avatar";
import { cn } from "@/web/lib/cn";

type UserAvatarProps = {
  name: string;
  /** An image URL, or null for initials on a colour. */
  avatar: string | null | undefined;
  avatarColor: string | null | undefined;
  className?: string;
  textClassName?: string;
};

/** The profile picture, else the initials on the chosen colour, else one picked from the name. */
export function UserAvatar({ name, avatar, avatarColor, className, textClassName }: UserAvatarProps) {
  const background = avatarColor || colorForName(name);
  return (
    <Avatar className={className}>
      {avatar ? <AvatarImage src={avatar} alt={name} /> : null}
      <AvatarFallback
        delayMs={avatar ? 400 : undefined}
        style={{ backgroundColor: background, color: initialsColorOn(background) }}
        className={cn("text-sm", textClassName)}
      >
        <span aria-hidden>{initials(name)}</span>
        <span className="sr-only">{name}</span>
      </AvatarFallback>
    </Avatar>
  );
}
