"""Image files: imread and imwrite (PNG, JPEG, BMP, GIF, TIFF) through Pillow."""
