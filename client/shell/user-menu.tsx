import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { logOut } from '../session/log-out';
import { sessionStore } from '../session/session-store';
import { Icon } from '../ui/icon';
import { returnToMyChannel } from './return-to-my-channel';
import { roleLabelKey } from './role-label';

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (
    parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : name.slice(0, 2)
  ).toUpperCase();
}

const itemClass =
  'flex w-full items-center gap-3 px-4 py-2 text-left text-slate-700 text-sm data-focus:bg-slate-100 dark:text-slate-200 dark:data-focus:bg-slate-800';

/** The user menu: who is signed in, 'Return to my channel' when in another channel, and Logout. */
export function UserMenu() {
  const { t } = useTranslation(['common', 'errors']);
  const { user, brand } = useSnapshot(sessionStore);
  if (!user) return null;
  const awayFromOwnChannel = user.channel !== user.originalChannel;

  return (
    <Menu as="div" className="relative">
      <MenuButton className="flex items-center gap-2 rounded-full p-1 pr-2 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary-500 dark:hover:bg-slate-800">
        {user.avatar ? (
          <img src={user.avatar} alt="" className="size-8 rounded-full object-cover" />
        ) : (
          <span className="flex size-8 items-center justify-center rounded-full bg-secondary-700 font-semibold text-white text-xs">
            {initialsOf(user.fullName || user.email)}
          </span>
        )}
        <span className="hidden max-w-40 truncate font-medium text-slate-700 text-sm md:inline dark:text-slate-200">
          {user.fullName || user.email}
        </span>
        {/* Named by what it shows and what it is: a label replacing the visible name would hide it from voice users. */}
        <span className="sr-only">{t('common.userMenu')}</span>
        <Icon name="chevron-down" className="size-4 text-slate-500" />
      </MenuButton>
      <MenuItems
        anchor="bottom end"
        className="z-40 mt-2 w-72 rounded-xl border border-slate-200 bg-white py-2 shadow-lg focus:outline-none dark:border-slate-700 dark:bg-slate-900"
      >
        <div className="px-4 py-2">
          <p className="truncate font-semibold text-slate-900 dark:text-white">
            {user.fullName || user.email}
          </p>
          <p className="truncate text-slate-500 text-xs dark:text-slate-400">{user.email}</p>
          <p className="mt-2 text-slate-600 text-xs dark:text-slate-300">
            <span className="font-medium">{t('common.roleLabel')}:</span> {t(roleLabelKey(user.role))}
          </p>
          <p className="text-slate-600 text-xs dark:text-slate-300">
            <span className="font-medium">{t('common.channelLabel')}:</span> {user.channel}
            {brand ? ` · ${brand.name}` : ''}
          </p>
          {awayFromOwnChannel ? (
            <p className="text-slate-600 text-xs dark:text-slate-300">
              <span className="font-medium">{t('common.originalChannelLabel')}:</span> {user.originalChannel}
            </p>
          ) : null}
        </div>
        <MenuSeparator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
        {awayFromOwnChannel ? (
          <MenuItem>
            <button type="button" className={itemClass} onClick={() => void returnToMyChannel(t)}>
              <Icon name="return" className="size-4" />
              {t('common.returnToMyChannel')}
            </button>
          </MenuItem>
        ) : null}
        <MenuItem>
          <button type="button" className={itemClass} onClick={() => void logOut()}>
            <Icon name="logout" className="size-4" />
            {t('common.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
