myPath = 'C:\work\matlab';
C = strsplit(myPath,'\')
