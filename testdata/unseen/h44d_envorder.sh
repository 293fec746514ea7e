#### env -i prints names in the order given
env -i B=2 A=1 C=3
#### env -i nested env keeps the order
env -i B=2 A=1 env
#### env -i repeated name keeps its first place
env -i Z=1 Y=2 Z=3
#### env -i -u then set again goes last
env -i Q=1 R=2 env -u Q Q=5
#### env -i with null separator order
env -i -0 M=1 L=2 | od -An -c | tr -s ' '
#### env -i piped to sort for comparison
env -i D=4 B=2 | sort
