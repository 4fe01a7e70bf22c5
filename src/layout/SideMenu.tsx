import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { MenuItem } from '../../domain/menu';
import type { ResourceIcon } from '../registry/resourceModule';
import { PANEL_BASE } from '../../domain/panelPaths';
import { useTranslate } from 'react-admin';
import { useOfferedScreens, useScreenLink } from './useScreenLink';
import { LazyTooltip } from './LazyTooltip';

/** Spec section 2: these titles clear the active sub-entry highlight. */
const CLEARS_SUB_HIGHLIGHT = new Set(['Dashboard', 'Cabins']);
const ACTIVE_SUB_KEY = 'WEB_ADMIN_ACTIVE_SUB_ITEM';

const fullPath = (url: string) => `${PANEL_BASE}${url}`;

/**
 * The title whose url (or one of whose sub-urls) the current page is under. An entry whose url
 * names a section ('/feedback?section=…') wins on that exact address over one sharing its path.
 */
function titleFor(items: MenuItem<ResourceIcon>[], pathname: string, search = ''): string | undefined {
  const exact = items.find((item) => item.url.includes('?') && fullPath(item.url) === pathname + search);
  if (exact) return exact.title;
  const under = (url: string) =>
    pathname === fullPath(url) || pathname.startsWith(`${fullPath(url).replace(/\/list$/, '')}/`);
  return items.find((item) => under(item.url) || item.items.some((sub) => under(sub.url)))?.title;
}

interface SideMenuProps {
  items: MenuItem<ResourceIcon>[];
  /** Icons only, each with a tooltip (0 ms delay, spec section 9). */
  collapsed: boolean;
  onNavigate?: () => void;
}

/**
 * The side menu of spec section 2: plain links, and groups with a title link and an arrow that
 * open and close individually. The clicked title is active; the active sub-item is remembered.
 */
export function SideMenu({ items, collapsed, onNavigate }: SideMenuProps) {
  const translate = useTranslate();
  // An entry is known by its English title (the spec's, which the active state follows) and
  // read in the user's language from its message id, `menu.<key>`: every registered row has one
  // in both languages (tests/unit/menuCatalogue.test.ts); the title stands in only for a row
  // added without its words yet (a test fixture's).
  const shown = (entry: { key: string; title: string }) => translate(`menu.${entry.key}`, { _: entry.title });
  const { pathname, search } = useLocation();
  const [activeTitle, setActiveTitle] = useState(() => titleFor(items, pathname, search));
  const [activeSub, setActiveSub] = useState<string | null>(() => sessionStorage.getItem(ACTIVE_SUB_KEY));
  const [openGroups, setOpenGroups] = useState<Record<string, boolean>>({});
  const currentTitle = titleFor(items, pathname, search) ?? activeTitle;
  // Each entry's screen code is fetched ahead of its click (src/layout/useScreenLink.ts).
  const screenLink = useScreenLink();
  useOfferedScreens(items.flatMap((item) => [item.url, ...item.items.map((sub) => sub.url)]));

  const rememberSub = (url: string | null) => {
    setActiveSub(url);
    if (url) sessionStorage.setItem(ACTIVE_SUB_KEY, url);
    else sessionStorage.removeItem(ACTIVE_SUB_KEY);
  };
  const onTitleClick = (title: string) => {
    setActiveTitle(title);
    if (CLEARS_SUB_HIGHLIGHT.has(title)) rememberSub(null);
    onNavigate?.();
  };

  return (
    // The landmark wraps a real list, so each entry's <li> sits inside a <ul> (axe: listitem).
    <nav aria-label={translate('layout.main_menu')}>
      <List dense sx={{ py: 1 }}>
        {items.map((item) => {
          const Icon = item.icon;
          const active = currentTitle === item.title;
          const open = openGroups[item.title] ?? false;
          const link = (
            <ListItemButton
              component={Link}
              to={fullPath(item.url)}
              selected={active}
              {...screenLink(item.url, () => onTitleClick(item.title))}
              aria-label={collapsed ? shown(item) : undefined}
              sx={{ minHeight: 40, px: 1.5, borderRadius: 1 }}
            >
              <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36 }}>
                <Icon fontSize="small" />
              </ListItemIcon>
              {collapsed ? null : <ListItemText primary={shown(item)} />}
            </ListItemButton>
          );
          return (
            <li key={item.title} style={{ listStyle: 'none' }}>
              <ListItem
                component="div"
                disablePadding
                sx={{ px: 0.5 }}
                secondaryAction={
                  item.items.length > 0 && !collapsed ? (
                    <IconButton
                      size="small"
                      edge="end"
                      aria-label={translate(open ? 'layout.collapse' : 'layout.expand', {
                        title: shown(item),
                      })}
                      aria-expanded={open}
                      onClick={() => setOpenGroups((groups) => ({ ...groups, [item.title]: !open }))}
                    >
                      {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
                    </IconButton>
                  ) : undefined
                }
              >
                {collapsed ? (
                  <LazyTooltip
                    title={shown(item)}
                    placement="right"
                    enterDelay={0}
                    enterNextDelay={0}
                    leaveDelay={0}
                  >
                    {link}
                  </LazyTooltip>
                ) : (
                  link
                )}
              </ListItem>
              {item.items.length > 0 && !collapsed ? (
                <Collapse in={open} timeout="auto" unmountOnExit>
                  <List
                    component="ul"
                    dense
                    disablePadding
                    aria-label={translate('layout.sub_pages', { title: shown(item) })}
                  >
                    {item.items.map((sub) => (
                      <li key={sub.url} style={{ listStyle: 'none' }}>
                        <ListItemButton
                          component={Link}
                          to={fullPath(sub.url)}
                          selected={activeSub === sub.url}
                          {...screenLink(sub.url, () => {
                            rememberSub(sub.url);
                            setActiveTitle(item.title);
                            onNavigate?.();
                          })}
                          sx={{ pl: 6.5, minHeight: 36, mx: 0.5, borderRadius: 1 }}
                        >
                          <ListItemText primary={shown(sub)} />
                        </ListItemButton>
                      </li>
                    ))}
                  </List>
                </Collapse>
              ) : null}
            </li>
          );
        })}
      </List>
    </nav>
  );
}
