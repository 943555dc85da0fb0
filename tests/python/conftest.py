"""The package's tests and the commands they run keep compiled word lists
in a cache folder of their own, removed after, not the user's."""
import atexit
import os
import shutil
import tempfile

_cache = tempfile.mkdtemp(prefix="boggle-python-cache-")
os.environ["XDG_CACHE_HOME"] = _cache
atexit.register(shutil.rmtree, _cache, True)
