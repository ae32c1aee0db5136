"""Files and folders: isfile, isfolder, dir, mkdir, delete, fullfile, fileparts, ..."""
