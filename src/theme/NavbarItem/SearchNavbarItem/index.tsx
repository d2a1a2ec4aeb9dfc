// The classic theme leaves search out of the mobile slide-out menu (its search item renders
// nothing there). Ours adds a Search entry to the menu that closes it and opens the same
// dialog as the navbar button; on wide screens it is the classic item unchanged.
import NavbarSearch from '@theme/Navbar/Search';
import SearchBar from '@theme/SearchBar';
import type {Props} from '@theme/NavbarItem/SearchNavbarItem';
import {requestSearch} from '@site/src/theme/SearchBar/openSearch';
import clsx from 'clsx';
import styles from './styles.module.css';

type MenuProps = Props & {onClick?: () => void};

export default function SearchNavbarItem({mobile, className, onClick}: MenuProps) {
  if (mobile) {
    return (
      <li className="menu__list-item">
        <button
          type="button"
          className={clsx('menu__link clean-btn', styles.menuSearch)}
          aria-haspopup="dialog"
          onClick={() => {
            onClick?.();
            requestSearch();
          }}
        >
          Search
        </button>
      </li>
    );
  }
  return (
    <NavbarSearch className={className}>
      <SearchBar />
    </NavbarSearch>
  );
}
