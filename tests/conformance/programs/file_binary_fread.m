% fwrite and fread of bytes
f = [tempname '.bin'];
fid = fopen(f, 'w');
fwrite(fid, uint8([72 105 33]));
fclose(fid);
fid = fopen(f, 'r');
d = fread(fid)'
fclose(fid);
char(d)
delete(f);
fid = fopen('/nonexistent/dir/file.txt', 'r')
