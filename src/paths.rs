//! Where hotseat keeps its files on each system: the folder of saved games and the config
//! file. The choice is a pure function of [`Places`] (the kind of system and what its
//! environment says), so a test can ask it about any system; [`Places::current`] reads them
//! from this one.
//!
//! | | Linux and other Unix | macOS | Windows |
//! |---|---|---|---|
//! | data | `$XDG_DATA_HOME/hotseat`, else `~/.local/share/hotseat` | `~/Library/Application Support/hotseat` | `%APPDATA%\hotseat` |
//! | config | `$XDG_CONFIG_HOME/hotseat/config.toml`, else `~/.config/hotseat/config.toml` | `~/Library/Application Support/hotseat/config.toml` | `%APPDATA%\hotseat\config.toml` |
//!
//! `XDG_DATA_HOME` and `XDG_CONFIG_HOME` win wherever they are set, on macOS and Windows too,
//! as long as they name an absolute path (the XDG Base Directory rule: a relative one is
//! ignored).

use std::ffi::OsString;
use std::path::PathBuf;

/// The name of hotseat's own folder inside the system's folders.
const APP: &str = "hotseat";
/// The config file's name in hotseat's config folder.
const CONFIG_FILE: &str = "config.toml";

/// The kinds of system, as far as where files go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum System {
    /// Linux, the BSDs and every other system that follows the XDG Base Directory rules.
    Xdg,
    /// macOS: data and settings in `~/Library/Application Support`.
    MacOs,
    /// Windows: data and settings in the roaming application data folder (`%APPDATA%`).
    Windows,
}

impl System {
    /// The system this program runs on.
    pub fn current() -> System {
        System::named(std::env::consts::OS)
    }

    /// The system of a Rust `target_os` name (`linux`, `macos`, `windows`, …).
    pub fn named(os: &str) -> System {
        match os {
            "macos" => System::MacOs,
            "windows" => System::Windows,
            _ => System::Xdg,
        }
    }
}

/// What the choice of folders depends on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Places {
    /// The kind of system.
    pub system: System,
    /// `XDG_DATA_HOME`, as set (empty counts as unset): the data folder's parent.
    pub xdg_data_home: Option<OsString>,
    /// `XDG_CONFIG_HOME`, as set (empty counts as unset): the config folder's parent.
    pub xdg_config_home: Option<OsString>,
    /// The user's home folder (the XDG defaults are below it).
    pub home: Option<PathBuf>,
    /// The system's folder for programs' data and settings: `~/Library/Application Support`
    /// on macOS, the roaming application data folder on Windows; not used on XDG systems.
    pub app_data: Option<PathBuf>,
}

impl Places {
    /// This system's, from its environment and, for the home and application data folders,
    /// the `dirs` crate (the Known Folder API on Windows, the user database where `HOME` is
    /// not set).
    pub fn current() -> Places {
        let system = System::current();
        Places {
            system,
            xdg_data_home: std::env::var_os("XDG_DATA_HOME"),
            xdg_config_home: std::env::var_os("XDG_CONFIG_HOME"),
            home: dirs::home_dir(),
            app_data: match system {
                System::Xdg => None,
                System::MacOs | System::Windows => dirs::data_dir(),
            },
        }
    }

    /// The base folder for one kind of file: the XDG variable when it names an absolute
    /// path, else the system's own place (`xdg_default` below the home on XDG systems).
    fn base(&self, xdg: Option<&OsString>, xdg_default: &str) -> Option<PathBuf> {
        let from_xdg = xdg.map(PathBuf::from).filter(|path| path.is_absolute());
        from_xdg.or_else(|| match self.system {
            System::Xdg => self.home.as_ref().map(|home| home.join(xdg_default)),
            System::MacOs | System::Windows => self.app_data.clone(),
        })
    }
}

/// hotseat's data folder, which holds the saved games (`games/` in it); `None` when the
/// system names no folder at all.
pub fn data_folder(places: &Places) -> Option<PathBuf> {
    let base = places.base(places.xdg_data_home.as_ref(), ".local/share")?;
    Some(base.join(APP))
}

/// hotseat's config file (it need not exist); `None` when the system names no folder.
pub fn config_file(places: &Places) -> Option<PathBuf> {
    let base = places.base(places.xdg_config_home.as_ref(), ".config")?;
    Some(base.join(APP).join(CONFIG_FILE))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A system with no XDG variables, the home `/home/anna` and, off XDG systems, the
    /// application data folder `app_data`.
    fn places(system: System, app_data: &str) -> Places {
        Places {
            system,
            xdg_data_home: None,
            xdg_config_home: None,
            home: Some(PathBuf::from("/home/anna")),
            app_data: Some(PathBuf::from(app_data)),
        }
    }

    #[test]
    fn the_system_is_named_by_rust() {
        assert_eq!(System::named("linux"), System::Xdg);
        assert_eq!(System::named("freebsd"), System::Xdg);
        assert_eq!(System::named("macos"), System::MacOs);
        assert_eq!(System::named("windows"), System::Windows);
        assert_eq!(System::current(), System::named(std::env::consts::OS));
    }

    #[test]
    fn linux_uses_the_xdg_defaults_below_the_home() {
        // The application data folder is not an XDG place: it is never used there.
        let linux = places(System::Xdg, "/elsewhere");
        assert_eq!(
            data_folder(&linux),
            Some(PathBuf::from("/home/anna/.local/share/hotseat"))
        );
        assert_eq!(
            config_file(&linux),
            Some(PathBuf::from("/home/anna/.config/hotseat/config.toml"))
        );
    }

    #[test]
    fn macos_uses_application_support() {
        let support = "/Users/anna/Library/Application Support";
        let mac = places(System::MacOs, support);
        assert_eq!(
            data_folder(&mac),
            Some(PathBuf::from(support).join("hotseat"))
        );
        assert_eq!(
            config_file(&mac),
            Some(PathBuf::from(support).join("hotseat").join("config.toml"))
        );
    }

    #[test]
    fn windows_uses_the_roaming_application_data_folder() {
        let roaming = r"C:\Users\anna\AppData\Roaming";
        let windows = places(System::Windows, roaming);
        assert_eq!(
            data_folder(&windows),
            Some(PathBuf::from(roaming).join("hotseat"))
        );
        assert_eq!(
            config_file(&windows),
            Some(PathBuf::from(roaming).join("hotseat").join("config.toml"))
        );
    }

    /// An absolute path on the system the test runs on (`/data` is not one on Windows).
    fn absolute(name: &str) -> PathBuf {
        std::env::temp_dir().join(name)
    }

    #[test]
    fn xdg_variables_win_on_every_system() {
        for system in [System::Xdg, System::MacOs, System::Windows] {
            let mut set = places(system, "/app-data");
            set.xdg_data_home = Some(absolute("data").into());
            set.xdg_config_home = Some(absolute("config").into());
            assert_eq!(data_folder(&set), Some(absolute("data").join("hotseat")));
            assert_eq!(
                config_file(&set),
                Some(absolute("config").join("hotseat").join("config.toml"))
            );
        }
    }

    #[test]
    fn empty_or_relative_xdg_variables_are_ignored() {
        for ignored in ["", "relative/data"] {
            let mut set = places(System::Xdg, "/app-data");
            set.xdg_data_home = Some(ignored.into());
            set.xdg_config_home = Some(ignored.into());
            assert_eq!(data_folder(&set), data_folder(&places(System::Xdg, "/")));
            assert_eq!(config_file(&set), config_file(&places(System::Xdg, "/")));
        }
    }

    #[test]
    fn no_folder_when_the_system_names_none() {
        let mut homeless = places(System::Xdg, "/app-data");
        homeless.home = None;
        assert_eq!(data_folder(&homeless), None);
        assert_eq!(config_file(&homeless), None);
        homeless.xdg_data_home = Some(absolute("data").into());
        assert_eq!(
            data_folder(&homeless),
            Some(absolute("data").join("hotseat"))
        );

        let mut windows = places(System::Windows, "/app-data");
        windows.app_data = None;
        assert_eq!(data_folder(&windows), None);
        assert_eq!(config_file(&windows), None);
    }
}
