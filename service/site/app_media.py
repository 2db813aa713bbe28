"""The images the application ships (service/site/app-media/: the posts' drawn illustrations),
served at /app-media/, apart from the agency's own /media/ in the content folder."""

from pathlib import Path

from service.routes import APP_MEDIA_PREFIX
from service.store import file_under

# In the application, so a content folder of the agency's own (a repository apart) never lacks
# them; the folder has the URL's name, so nginx's root and the export's layout follow the URL.
APP_MEDIA_FOLDER = APP_MEDIA_PREFIX.strip("/")
APP_MEDIA_DIR = Path(__file__).with_name(APP_MEDIA_FOLDER)


def app_media_file(relative: str) -> Path:
    """The regular file behind an /app-media/ URL path; NotFound for anything else."""
    return file_under(APP_MEDIA_DIR, relative)
