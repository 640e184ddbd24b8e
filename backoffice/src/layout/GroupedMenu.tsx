import { createElement, useEffect, useMemo, useRef } from 'react';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Divider, MenuItem, Typography } from '@mui/material';
import {
  DashboardMenuItem,
  Menu,
  MenuItemLink,
  useBasename,
  useCanAccessResources,
  useCreatePath,
  useGetResourceLabel,
  useLocation,
  useResourceDefinitions,
  useSidebarState,
  useStore,
} from 'react-admin';
import { BookTutoringMenuItem } from '../scheduling/BookTutoringLinks.tsx';
import { visibleMenuGroups, type MenuGroup } from './menuGroups.ts';

/** The store key of the groups a user folded (react-admin keeps it in localStorage). */
export const COLLAPSED_GROUPS_KEY = 'menu.collapsedGroups';

/**
 * The back-office menu: the dashboard, then the resources grouped as staff think of them
 * (menuGroups.ts). Each group folds and stays folded across visits; opening a page of a folded
 * group (from a dashboard card, a link) unfolds it. With the sidebar shrunk to icons the
 * headings give way to dividers.
 *
 * Items stay direct children of react-admin's menu list (no wrapper around a group), so the
 * arrow keys move through every entry.
 *
 * The entries are links drawn from the one access check of all the resources, not react-admin's
 * `<ResourceMenuItem>`: each of those asks for its own `list` access when it mounts, and a list
 * page shows its loading state (unmounting its toolbar, filters and table) while that question
 * for its resource is pending. Mounted once the grouped check answered, they remounted the page
 * on screen a moment after it appeared, losing what the user had started typing or opening.
 */
export function GroupedMenu() {
  const definitions = useResourceDefinitions();
  const listable = useMemo(
    () =>
      Object.values(definitions)
        .filter((definition) => definition.hasList)
        .map((definition) => definition.name),
    [definitions],
  );
  const { canAccess } = useCanAccessResources({ action: 'list', resources: listable });
  const [collapsed, setCollapsed] = useStore<string[]>(COLLAPSED_GROUPS_KEY, []);
  const [isSidebarOpen] = useSidebarState();
  const current = useCurrentResource();

  const groups = canAccess ? visibleMenuGroups(listable, (name) => canAccess[name] === true) : [];
  const toggle = (id: string) =>
    setCollapsed(collapsed.includes(id) ? collapsed.filter((c) => c !== id) : [...collapsed, id]);

  // Arriving on a page of a folded group unfolds it once; the user may fold it again.
  const currentGroup = groups.find((group) => group.resources.includes(current))?.id;
  const unfoldedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!currentGroup || unfoldedFor.current === `${current}:${currentGroup}`) return;
    unfoldedFor.current = `${current}:${currentGroup}`;
    if (collapsed.includes(currentGroup)) {
      setCollapsed(collapsed.filter((id) => id !== currentGroup));
    }
  }, [current, currentGroup, collapsed, setCollapsed]);

  return (
    <Menu>
      <DashboardMenuItem />
      <BookTutoringMenuItem />
      {groups.flatMap((group) => {
        const isOpen = !isSidebarOpen || !collapsed.includes(group.id);
        return [
          isSidebarOpen ? (
            <GroupHeading
              key={`group-${group.id}`}
              group={group}
              isOpen={isOpen}
              onToggle={() => toggle(group.id)}
            />
          ) : (
            <Divider key={`group-${group.id}`} component="li" role="separator" />
          ),
          ...(isOpen ? group.resources.map((name) => <ResourceItem key={name} name={name} />) : []),
        ];
      })}
    </Menu>
  );
}

/** The resource of the page on screen (`/admin/courses/1/show` is courses). */
function useCurrentResource(): string {
  const { pathname } = useLocation();
  const basename = useBasename();
  const rest = pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname;
  return rest.split('/')[1] ?? '';
}

/** A resource's list in the menu (the user may list it: the groups hold only those). */
function ResourceItem({ name }: { name: string }) {
  const definitions = useResourceDefinitions();
  const createPath = useCreatePath();
  const getResourceLabel = useGetResourceLabel();
  const icon = definitions[name]?.icon ?? ViewListIcon;
  return (
    <MenuItemLink
      to={createPath({ resource: name, type: 'list' })}
      state={{ _scrollToTop: true }}
      primaryText={getResourceLabel(name, 2)}
      leftIcon={createElement(icon)}
    />
  );
}

function GroupHeading({
  group,
  isOpen,
  onToggle,
}: {
  group: MenuGroup;
  isOpen: boolean;
  onToggle(): void;
}) {
  return (
    <MenuItem
      dense
      aria-expanded={isOpen}
      aria-label={`${group.label} group`}
      onClick={onToggle}
      sx={{
        mt: 1,
        mx: 1,
        px: 1.5,
        borderRadius: 1,
        justifyContent: 'space-between',
        color: 'text.secondary',
      }}
    >
      <Typography
        variant="overline"
        component="span"
        sx={{ fontWeight: 700, letterSpacing: '0.08em', lineHeight: 2 }}
      >
        {group.label}
      </Typography>
      {isOpen ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
    </MenuItem>
  );
}
