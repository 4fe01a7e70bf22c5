import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { MenuItem } from '../../domain/menu';
import type { ResourceIcon } from '../registry/resourceModule';
import { SideMenu } from './SideMenu';
import { SIDEBAR_WIDTH_MOBILE } from './useSidebarState';

interface MobileSidebarProps {
  items: MenuItem<ResourceIcon>[];
  open: boolean;
  onClose: () => void;
}

/**
 * Below 768 px the menu is an 18rem overlay drawer. A chunk of its own (src/layout/AppSidebar.tsx):
 * MUI's Drawer brings Modal, its focus trap, backdrop and slide (~6 kB gzip) that a desktop
 * sidebar never uses.
 */
export default function MobileSidebar({ items, open, onClose }: MobileSidebarProps) {
  const translate = useTranslate();
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: false }}
      slotProps={{
        paper: { sx: { width: SIDEBAR_WIDTH_MOBILE }, 'aria-label': translate('layout.sidebar') },
      }}
    >
      <Typography sx={{ px: 2, py: 2, fontWeight: 700, color: 'primary.main', fontSize: '1.25rem' }}>
        {translate('layout.app_name')}
      </Typography>
      <SideMenu items={items} collapsed={false} onNavigate={onClose} />
    </Drawer>
  );
}
